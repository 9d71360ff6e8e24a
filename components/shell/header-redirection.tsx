import type { ContactUs, NavigationMenu } from '../../server/content/schemas';
import { Link } from '../link';
import { SupportButton } from './support-button';
import { RateUsButton } from '../rate-us/rate-us-button';

type Redirection = NavigationMenu['redirections'][number];

/**
 * A header menu item by devKey (spec §2): SUPPORT_MODAL opens the support dialog, RATE_US the rate-us flow;
 * consultations, LHR_TRIAL (and any other item) link to their routes.
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
    return <SupportButton contact={{ customerSupport: contact.customerSupport, callbackReasons: contact.callbackReasons }} timeZone={timeZone} className={className} label={label} />;
  }
  if (item.devKey === 'RATE_US') return <RateUsButton label={label} title={item.title} className={className} />;
  const href = item.redirectionHash ? `${item.redirectionUrl}#${item.redirectionHash}` : item.redirectionUrl;
  return (
    <Link href={href} className={className}>
      {label}
    </Link>
  );
}
