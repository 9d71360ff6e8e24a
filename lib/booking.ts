import type { CartSummary } from './api/commerce-contracts';
import { BOOK_SCAN_PATH } from './journey';
import { skinServicePath } from './skin';
import { PACKAGES_SECTION_ID } from './skin-pages';

/**
 * Where a booking's place (home or centre, and which centre) is chosen, the one step that asks it: the scan
 * booking page, or the skin treatment's packages. Later steps show the choice with a link back here.
 */
export function bookingStepPath(cart: Pick<CartSummary, 'booking' | 'lines'>): string {
  const skin = cart.lines.find((l) => l.planCode === cart.booking?.planCode)?.skin;
  return skin ? `${skinServicePath(skin.category, skin.service)}?scrollTo=${PACKAGES_SECTION_ID}` : BOOK_SCAN_PATH;
}

/** A cart that holds only a booking (a scan or sessions) and nothing to buy besides: it reads as a booking. */
export function isBookingOnly(cart: Pick<CartSummary, 'booking' | 'lines'>): boolean {
  return (
    cart.booking !== null && cart.lines.length > 0 && cart.lines.every((l) => l.planCode === cart.booking?.planCode)
  );
}

/** A booking with nothing to pay (the free 3D scan): no coupon, no delivery, no payment page; it is confirmed. */
export function isFreeBooking(cart: Pick<CartSummary, 'booking' | 'lines' | 'subtotalMinor' | 'totalMinor'>): boolean {
  return isBookingOnly(cart) && cart.subtotalMinor === 0 && cart.totalMinor === 0;
}
