import type { AnchorHTMLAttributes } from 'react';
import { useLocale } from 'next-intl';
import { isAppPath, localizedHref } from '@/i18n/localized-href';
import type { Locale } from '@/i18n/locales';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * The link of server components: a plain anchor with the locale in its href, in the HTML and with no JavaScript of
 * its own, so a page with a hundred links hydrates none of them. `LinkBehaviour`, one island in the layout, gives
 * these anchors what a client link would: the section prefix (spec §2), the carried query parameters, navigation
 * without a full page load, and a prefetch when the visitor shows intent. Client components use `client-link.tsx`.
 */
export function Link({ href, ...anchor }: Props) {
  const locale = useLocale() as Locale;
  if (!isAppPath(href)) return <a href={href} {...anchor} />;
  return <a href={localizedHref(href, locale)} data-app-link="" {...anchor} />;
}
