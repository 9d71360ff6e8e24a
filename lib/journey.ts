import type { Order } from './api/commerce-contracts';

/** Journey stages of spec §4 and the content key of each stage's call to action. */
export const JOURNEY_STAGES = ['initial', 'scanBookedOrIkOrdered', 'alignersDispatched'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

export const STAGE_CTA_KEY = {
  initial: 'initialCTA',
  scanBookedOrIkOrdered: 'scanBookedOrIKOrderedCTA',
  alignersDispatched: 'alignersDispatchedCTA',
} as const satisfies Record<JourneyStage, string>;
export type StageCtaKey = (typeof STAGE_CTA_KEY)[JourneyStage];

/** Where booking a free 3D scan starts: the city, then home or centre, then the bag, the time and confirmation. */
export const BOOK_SCAN_PATH = '/my-account/book-scan';
/** The treatment (smile) tracker: aligner wear and change reminders. */
export const SMILE_TRACKER_PATH = '/smile-tracker-settings';
/** The customer's orders. */
export const ORDERS_PATH = '/my-account/orders';
/** One order, its booking (date, time, place; reschedule and cancel) and its timeline. */
export function orderPath(id: string): string {
  return `/toothsi/my-account/orders/${id}`;
}

/**
 * The situations the account's main call to action leads on from, aligner line. The stage of spec §4 says where
 * the customer is; their orders say what exactly to open (which booking, which kit).
 */
export const ALIGNER_STEPS = [
  'bookScan',
  'scanBooked',
  'scanDone',
  'kitOrdered',
  'followOrders',
  'startTreatment',
] as const;
export type AlignerStep = (typeof ALIGNER_STEPS)[number];

/** What the journey reads of an order (the API's order shape). */
export type JourneyOrder = Pick<Order, 'id' | 'status' | 'stage' | 'bookingKind' | 'items' | 'createdAt'>;

export interface NextStep<S extends string> {
  step: S;
  /** A path of the app, never `/my-account` itself. */
  destination: string;
  /** The order it opens, when it opens one. */
  orderId: string | null;
}

export interface AlignerNextStep extends NextStep<AlignerStep> {
  /** The content key of the call to action (its visibility) and of its label. */
  cta: StageCtaKey;
}

/** A paid (or free, confirmed) order that still stands: not cancelled, not refunded. */
const standing = (order: JourneyOrder) => order.status === 'paid';
const newestFirst = (a: JourneyOrder, b: JourneyOrder) => b.createdAt.localeCompare(a.createdAt);

/** An impression kit: an aligner plan (not skin sessions) with no appointment. */
function isKitOrder(order: JourneyOrder): boolean {
  return order.bookingKind === null && order.items.some((item) => item.planCode !== null && item.skin === null);
}

/**
 * Where the aligner line's call to action leads, by the customer's stage and orders:
 *
 * | stage | their orders | step | destination |
 * |---|---|---|---|
 * | initial | any | bookScan | the booking flow |
 * | scan booked or kit ordered | a scan, not done yet | scanBooked | the booking (date, time, place; reschedule, cancel) |
 * | scan booked or kit ordered | a scan done, aligners in production | scanDone | that order's timeline |
 * | scan booked or kit ordered | an impression kit | kitOrdered | the kit's order |
 * | scan booked or kit ordered | none standing (cancelled, refunded) | bookScan | the booking flow |
 * | scan booked or kit ordered | could not be read (null) | followOrders | my orders |
 * | aligners dispatched (or a scan order dispatched) | any | startTreatment | the smile tracker |
 */
export function alignerNextStep(stage: JourneyStage, orders: readonly JourneyOrder[] | null): AlignerNextStep {
  const bookScan: AlignerNextStep = { step: 'bookScan', cta: 'initialCTA', destination: BOOK_SCAN_PATH, orderId: null };
  const treatment: AlignerNextStep = {
    step: 'startTreatment',
    cta: 'alignersDispatchedCTA',
    destination: SMILE_TRACKER_PATH,
    orderId: null,
  };
  if (stage === 'initial') return bookScan;
  if (stage === 'alignersDispatched') return treatment;
  if (orders === null)
    return { step: 'followOrders', cta: 'scanBookedOrIKOrderedCTA', destination: ORDERS_PATH, orderId: null };
  const latest = orders.filter((o) => standing(o) && (o.bookingKind === 'scan' || isKitOrder(o))).sort(newestFirst)[0];
  if (!latest) return bookScan;
  const open = (step: AlignerStep): AlignerNextStep => ({
    step,
    cta: 'scanBookedOrIKOrderedCTA',
    destination: orderPath(latest.id),
    orderId: latest.id,
  });
  if (latest.bookingKind !== 'scan') return open('kitOrdered');
  if (latest.stage === 'dispatched' || latest.stage === 'delivered') return treatment;
  if (latest.stage === 'scanDone' || latest.stage === 'inProduction') return open('scanDone');
  return open('scanBooked');
}

export type SkinStep = 'sessionBooked';

/**
 * The skin line's next step, when there is one to lead to: an upcoming session of a booked package opens that
 * booking. Nothing otherwise (the free laser trial has its own card; packages are chosen on the skin pages).
 */
export function skinNextStep(orders: readonly JourneyOrder[] | null): NextStep<SkinStep> | null {
  const booking = (orders ?? [])
    .filter((o) => standing(o) && o.bookingKind === 'skin' && o.stage === 'sessionScheduled')
    .sort(newestFirst)[0];
  return booking ? { step: 'sessionBooked', destination: orderPath(booking.id), orderId: booking.id } : null;
}
