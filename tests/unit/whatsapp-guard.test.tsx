// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WhatsAppGuard } from '@/components/shell/whatsapp-guard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Where each element is on a 390 × 844 screen (jsdom lays nothing out). */
const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 5));
const boxes = new Map<Element, { top: number; left: number; width: number; height: number }>();

beforeAll(() => {
  // A frame: the next turn of the event loop.
  globalThis.requestAnimationFrame = (callback: FrameRequestCallback) =>
    setTimeout(() => callback(0), 0) as unknown as number;
  globalThis.cancelAnimationFrame = (id: number) => clearTimeout(id);
  const rectOf = (element: Element | null) => {
    const box = (element && boxes.get(element)) ?? { top: 0, left: 0, width: 0, height: 0 };
    return {
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
      toJSON: () => box,
    } as DOMRect;
  };
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    return rectOf(this);
  };
  // A text's lines: here one, the box of the element holding it.
  Range.prototype.getClientRects = function lines(this: Range) {
    const rects = [rectOf(this.startContainer.parentElement)];
    return Object.assign(rects, { item: (i: number) => rects[i] ?? null }) as unknown as DOMRectList;
  };
});

afterEach(() => {
  document.body.innerHTML = '';
  boxes.clear();
});

async function page(markup: string) {
  document.body.innerHTML = `<a id="whatsapp-button" href="#">chat</a>${markup}<div id="root"></div>`;
  const whatsapp = document.getElementById('whatsapp-button')!;
  // The floating button: 56 px square, 16 px from the inline end, 80 px from the bottom.
  boxes.set(whatsapp, { top: 708, left: 318, width: 56, height: 56 });
  await act(async () => {
    createRoot(document.getElementById('root')!).render(<WhatsAppGuard buttonId="whatsapp-button" />);
    await nextFrame();
  });
  return whatsapp;
}

async function scrollTo(el: Element, top: number) {
  const box = boxes.get(el)!;
  boxes.set(el, { ...box, top });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
  });
}

describe('the floating WhatsApp button', () => {
  it('steps aside while a form’s submit button is under it, and comes back when it is not', async () => {
    const whatsapp = await page('<form><button type="submit">Call me back</button></form>');
    const submit = document.querySelector('button')!;
    boxes.set(submit, { top: 300, left: 16, width: 358, height: 48 });
    await scrollTo(submit, 300);
    expect(whatsapp.hasAttribute('data-covering')).toBe(false);
    await scrollTo(submit, 720);
    expect(whatsapp.hasAttribute('data-covering')).toBe(true);
    await scrollTo(submit, 790);
    expect(whatsapp.hasAttribute('data-covering')).toBe(false);
  });

  it('steps aside for any control under it (issue 30 item 6), not for one beside it or a hidden one', async () => {
    const whatsapp = await page(
      '<button data-block>Pay ₹1,999</button><a href="/more">More</a><form><button type="submit" hidden>Go</button></form>',
    );
    const pay = document.querySelector('button')!;
    const more = document.querySelector('a[href="/more"]')!;
    boxes.set(more, { top: 720, left: 200, width: 80, height: 40 });
    await scrollTo(more, 720);
    expect(whatsapp.hasAttribute('data-covering')).toBe(false);
    await act(async () => {
      boxes.set(more, { top: 720, left: 300, width: 80, height: 40 });
      window.dispatchEvent(new Event('scroll'));
      await nextFrame();
    });
    expect(whatsapp.hasAttribute('data-covering')).toBe(true);
    boxes.set(more, { top: 0, left: 300, width: 80, height: 40 });
    boxes.set(pay, { top: 0, left: 16, width: 358, height: 48 });
    await scrollTo(pay, 712);
    expect(whatsapp.hasAttribute('data-covering')).toBe(true);
  });

  it('steps aside over text (a failed payment’s total) and comes back over the room the page keeps at its end', async () => {
    const whatsapp = await page('<main><dl><dt>Total</dt><dd>₹1,999</dd></dl></main>');
    const main = document.querySelector('main')!;
    const total = document.querySelector('dd')!;
    boxes.set(main, { top: 0, left: 0, width: 390, height: 2000 });
    boxes.set(total, { top: 700, left: 200, width: 174, height: 24 });
    await scrollTo(total, 700);
    expect(whatsapp.hasAttribute('data-covering')).toBe(true);
    await scrollTo(total, 500);
    expect(whatsapp.hasAttribute('data-covering')).toBe(false);
  });

  it('checks again when the page changes without a scroll (a form that appears under it)', async () => {
    const whatsapp = await page('');
    const form = document.createElement('form');
    const submit = document.createElement('button');
    submit.type = 'submit';
    boxes.set(submit, { top: 730, left: 16, width: 358, height: 48 });
    form.append(submit);
    await act(async () => {
      document.body.append(form);
      await nextFrame();
    });
    expect(whatsapp.hasAttribute('data-covering')).toBe(true);
  });
});
