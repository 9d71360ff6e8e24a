// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

const prefetch = vi.fn();
const push = vi.fn();
vi.mock('next/navigation', () => ({
  usePathname: () => '/hi/toothsi',
  redirect: vi.fn(),
  permanentRedirect: vi.fn(),
  useRouter: () => ({ prefetch, push, replace: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }),
}));

const { CarriedContext, Link } = await import('@/components/link');

afterEach(() => {
  cleanup();
  prefetch.mockClear();
  push.mockClear();
});

function renderLink(props: Partial<ComponentProps<typeof Link>> = {}, carried: Record<string, string> = {}) {
  render(
    <NextIntlClientProvider locale="hi-IN" messages={{}}>
      <CarriedContext.Provider value={carried}>
        <Link href="/checkout/select-address" {...props}>
          Cart
        </Link>
      </CarriedContext.Provider>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('link', { name: 'Cart' });
}

describe('Link', () => {
  it('fetches nothing for being on the page, and prefetches the localized page when the visitor reaches for it', () => {
    const link = renderLink();
    expect(link.getAttribute('href')).toBe('/hi/checkout/select-address');
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    expect(prefetch).toHaveBeenCalledWith('/hi/checkout/select-address');
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
  });

  it('navigates in the app on a plain click, and leaves a modified click to the browser', () => {
    const link = renderLink();
    fireEvent.click(link);
    expect(push).toHaveBeenCalledWith('/hi/checkout/select-address');
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('lets the caller’s click handler take over', () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    fireEvent.click(renderLink({ onClick }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('moves into the current section where that page exists, and carries the whitelisted parameters', () => {
    const link = renderLink({ href: '/doctor-partners' }, { utm_source: 'insta' });
    expect(link.getAttribute('href')).toBe('/hi/toothsi/doctor-partners?utm_source=insta');
  });

  it('never prefetches when told not to, and still runs the caller’s handlers', () => {
    const onFocus = vi.fn();
    const link = renderLink({ prefetch: false, onFocus });
    fireEvent.focus(link);
    fireEvent.pointerEnter(link);
    expect(prefetch).not.toHaveBeenCalled();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('renders a plain anchor for other sites, without prefetching or app navigation', () => {
    render(
      <NextIntlClientProvider locale="hi-IN" messages={{}}>
        <Link href="https://wa.me/919999999999">WhatsApp</Link>
      </NextIntlClientProvider>,
    );
    const link = screen.getByRole('link', { name: 'WhatsApp' });
    fireEvent.pointerEnter(link);
    expect(link.getAttribute('href')).toBe('https://wa.me/919999999999');
    expect(link.hasAttribute('data-app-link')).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
