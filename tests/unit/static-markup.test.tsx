// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { StaticMarkup } = await import('@/components/static-markup');

function Menu({ links }: { links: string[] }) {
  return (
    <StaticMarkup as="ul" className="menu">
      {links.map((link) => (
        <li key={link}>
          <a href={`/${link}`}>{link}</a>
        </li>
      ))}
    </StaticMarkup>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticMarkup', () => {
  it('keeps the server markup while the page hydrates, without a mismatch, and renders children when mounted later', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // The server has no window: the children are rendered into the HTML.
    const window_ = globalThis.window;
    vi.stubGlobal('window', undefined);
    container.innerHTML = renderToString(<Menu links={['pricing', 'results']} />);
    vi.stubGlobal('window', window_);
    expect(container.querySelectorAll('a')).toHaveLength(2);
    // Hydration does not even look inside: a difference there is neither reported nor "repaired".
    container.querySelector('a')!.textContent = 'untouched';
    const serverHtml = container.innerHTML;

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Menu links={['pricing', 'results']} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);

    // A menu mounted after the page hydrated (a client navigation into another layout) renders its own links.
    const later = document.createElement('div');
    document.body.append(later);
    await act(async () => {
      createRoot(later).render(<Menu links={['skinnsi']} />);
    });
    expect([...later.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/skinnsi']);
  });
});

describe('StaticMarkup in a page the browser renders alone', () => {
  it('renders its children on the first render when there is no server HTML to keep (Next’s 404, rendered from its error shell)', async () => {
    vi.resetModules();
    const { StaticMarkup: Fresh } = await import('@/components/static-markup');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Fresh as="div" className="footer">
          <p>Scan at home in India</p>
          <a href="#download-app">Get the app</a>
        </Fresh>,
      );
    });
    expect(container.querySelector('.footer p')?.textContent).toBe('Scan at home in India');
    expect(container.querySelectorAll('.footer a')).toHaveLength(1);
  });
});

describe('firstComponent (the development check that nothing inside StaticMarkup needs hydrating)', () => {
  it('finds a component nested in markup and fragments, and none in plain markup', async () => {
    const { firstComponent } = await import('@/components/static-markup');
    function AddToCart() {
      return <button type="button">Add</button>;
    }
    expect(
      firstComponent(
        <ul>
          <li>
            <strong>a</strong>
          </li>
          {['b', 'c'].map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>,
      ),
    ).toBeNull();
    expect(
      firstComponent(
        <section>
          <>
            <p>Price</p>
            <div>
              <AddToCart />
            </div>
          </>
        </section>,
      ),
    ).toBe('AddToCart');
    expect(firstComponent([<p key="a">text</p>, 'text', null, 3])).toBeNull();
  });
});
