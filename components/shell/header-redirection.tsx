import type { ContactUs, NavigationMenu } from '@/server/content/schemas';
import { Link } from '@/components/link';
import { SupportButton } from './support-button';
import { RateUsButton } from '@/components/rate-us/rate-us-button';
import { BOOK_SCAN_PATH } from '@/lib/journey';

type Redirection = NavigationMenu['redirections'][number];

/**
 * A header menu item by devKey (spec §2): SUPPORT_MODAL opens the support dialog, RATE_US the rate-us flow;
 * BOOK_SCAN to the booking's page; consultations, LHR_TRIAL (and any other item) link to their routes.
 */
export function HeaderRedirection({
  item,
  contact,
  timeZone,
  className,
  badgeClassName,
}: {
  item: Redirection;
  contact: ContactUs;
  timeZone: string;
  className?: string;
  badgeClassName?: string;
}) {
  const label = (
    <>
      {item.title}
      {item.badgeText ? <span className={badgeClassName}>{item.badgeText}</span> : null}
    </>
  );
  if (item.devKey === 'SUPPORT_MODAL') {
    return (
      <SupportButton
        contact={{ customerSupport: contact.customerSupport, callbackReasons: contact.callbackReasons }}
        timeZone={timeZone}
        className={className}
        label={label}
      />
    );
  }
  if (item.devKey === 'RATE_US') return <RateUsButton label={label} title={item.title} className={className} />;
  // "Book a scan" opens the booking's own page (lib/journey.ts), wherever the content still points it.
  const url = item.devKey === 'BOOK_SCAN' ? BOOK_SCAN_PATH : item.redirectionUrl;
  const href = item.redirectionHash ? `${url}#${item.redirectionHash}` : url;
  return (
    <Link href={href} className={className}>
      {label}
    </Link>
  );
}
