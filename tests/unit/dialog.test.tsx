// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dialog } from '@/components/ui/dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: mirror the open attribute as browsers do.
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  document.body.innerHTML = '';
});

function CityPicker() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change city
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Choose your city" closeLabel="Close">
        <label>
          City <input name="city" />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders its content only once opened, and keeps what was typed when closed and opened again', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<CityPicker />));
    const dialog = container.querySelector('dialog')!;
    expect(dialog.querySelector('input')).toBeNull();
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false);

    await act(async () => container.querySelector<HTMLButtonElement>('button')!.click());
    expect(dialog.open).toBe(true);
    const title = dialog.querySelector('h2')!;
    expect(title.textContent).toBe('Choose your city');
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    const input = dialog.querySelector('input')!;
    input.value = 'Pune';

    await act(async () => dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    expect(dialog.open).toBe(false);
    await act(async () => container.querySelector<HTMLButtonElement>('button')!.click());
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('input')).toBe(input);
    expect(input.value).toBe('Pune');
  });
});
