// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

const prefetch = vi.fn();
const nextLinkProps = vi.fn();
vi.mock('next/navigation', () => ({
  usePathname: () => '/hi/toothsi',
  redirect: vi.fn(),
  permanentRedirect: vi.fn(),
  useRouter: () => ({ prefetch, push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }),
}));
vi.mock('next/link', () => ({
  default: ({ prefetch: given, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null }) => {
    nextLinkProps({ prefetch: given });
    return <a {...props} />;
  },
}));

const { Link } = await import('@/components/link');

afterEach(() => {
  cleanup();
  prefetch.mockClear();
  nextLinkProps.mockClear();
});

function renderLink(props: Partial<ComponentProps<typeof Link>> = {}) {
  render(
    <NextIntlClientProvider locale="hi-IN" messages={{}}>
      <Link href="/checkout/select-address" {...props}>
        Cart
      </Link>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('link', { name: 'Cart' });
}

describe('client Link', () => {
  it('fetches nothing for being on the page, and prefetches the localized page when the visitor reaches for it', () => {
    const link = renderLink();
    expect(link.getAttribute('href')).toBe('/hi/checkout/select-address');
    // Next's own viewport prefetch is off.
    expect(nextLinkProps).toHaveBeenLastCalledWith({ prefetch: false });
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.pointerEnter(link);
    expect(prefetch).toHaveBeenCalledWith('/hi/checkout/select-address');
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
  });

  it('never prefetches when told not to, and still runs the caller’s handlers', () => {
    const onFocus = vi.fn();
    const link = renderLink({ prefetch: false, onFocus });
    fireEvent.focus(link);
    fireEvent.pointerEnter(link);
    expect(prefetch).not.toHaveBeenCalled();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('renders a plain anchor for other sites, without prefetching', () => {
    render(
      <NextIntlClientProvider locale="hi-IN" messages={{}}>
        <Link href="https://wa.me/919999999999">WhatsApp</Link>
      </NextIntlClientProvider>,
    );
    const link = screen.getByRole('link', { name: 'WhatsApp' });
    fireEvent.pointerEnter(link);
    expect(link.getAttribute('href')).toBe('https://wa.me/919999999999');
    expect(prefetch).not.toHaveBeenCalled();
  });
});
