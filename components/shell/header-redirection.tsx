'use client';

import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { RateUsButton } from '@/components/rate-us/rate-us-button';
import { BOOK_SCAN_PATH } from '@/lib/journey';
import type { HeaderNav, NavRedirection } from './header-nav';
import { SupportButton } from './support-button';

/**
 * A header menu item by devKey (spec §2): SUPPORT_MODAL opens the support dialog, RATE_US the rate-us flow;
 * BOOK_SCAN to the booking's page; consultations, LHR_TRIAL (and any other item) link to their routes.
 */
export function HeaderRedirection({
  item,
  support,
  timeZone,
  className,
  badgeClassName,
}: {
  item: NavRedirection;
  support: HeaderNav['support'];
  timeZone: string;
  className?: string;
  badgeClassName?: string;
}) {
  const label: ReactNode = (
    <>
      {item.title}
      {item.badge ? <span className={badgeClassName}>{item.badge}</span> : null}
    </>
  );
  if (item.devKey === 'SUPPORT_MODAL')
    return <SupportButton contact={support} timeZone={timeZone} className={className} label={label} />;
  if (item.devKey === 'RATE_US') return <RateUsButton label={label} title={item.title} className={className} />;
  // "Book a scan" opens the booking's own page (lib/journey.ts), wherever the content still points it.
  return (
    <Link href={item.devKey === 'BOOK_SCAN' ? BOOK_SCAN_PATH : item.href} className={className}>
      {label}
    </Link>
  );
}
