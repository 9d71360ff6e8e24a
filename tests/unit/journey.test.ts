import { describe, expect, it } from 'vitest';
import {
  alignerNextStep,
  BOOK_SCAN_PATH,
  JOURNEY_STAGES,
  SMILE_TRACKER_PATH,
  skinNextStep,
  type JourneyOrder,
} from '@/lib/journey';
import { ORDER_STAGES } from '@/lib/commerce';
import { appRoutes, matchesRoute } from '@/lib/app-routes';

let seq = 0;
function order(partial: Partial<JourneyOrder> & Pick<JourneyOrder, 'bookingKind'>): JourneyOrder {
  seq++;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    status: 'paid',
    stage: 'paid',
    items: [],
    createdAt: `2026-11-${String(seq).padStart(2, '0')}T10:00:00.000Z`,
    ...partial,
  };
}
const scanItem = {
  productId: null,
  planCode: 'scan-centre',
  skin: null,
  name: 'scan-centre',
  unitMinor: 0,
  quantity: 1,
  lineMinor: 0,
};
const kitItem = {
  productId: null,
  planCode: 'impression-kit',
  skin: null,
  name: 'impression-kit',
  unitMinor: 149_900,
  quantity: 1,
  lineMinor: 149_900,
};
const skinItem = {
  productId: null,
  planCode: 'lhr-underarms-6',
  skin: { category: 'lhr' as const, service: 'underarms', sessions: 6 },
  name: 'lhr-underarms-6',
  unitMinor: 999_900,
  quantity: 1,
  lineMinor: 999_900,
};
const retainerItem = {
  productId: 101,
  planCode: null,
  skin: null,
  name: 'Removable retainer',
  unitMinor: 299_900,
  quantity: 1,
  lineMinor: 299_900,
};

const scan = (stage: JourneyOrder['stage'], status: JourneyOrder['status'] = 'paid') =>
  order({ bookingKind: 'scan', stage, status, items: [scanItem] });
const kit = (stage: JourneyOrder['stage'] = 'paid') => order({ bookingKind: null, stage, items: [kitItem] });
const ROUTES = appRoutes();
const routeExists = (path: string) => matchesRoute(ROUTES, path);

describe('the account call to action: stage → destination', () => {
  const booked = scan('scanScheduled');
  const done = scan('scanDone');
  const producing = scan('inProduction');
  const kitOrder = kit();
  const cases: Array<
    [string, Parameters<typeof alignerNextStep>[0], JourneyOrder[], { step: string; destination: string }]
  > = [
    ['a new customer books a scan', 'initial', [], { step: 'bookScan', destination: BOOK_SCAN_PATH }],
    [
      'a customer who only bought a retainer still books a scan',
      'initial',
      [order({ bookingKind: null, items: [retainerItem] })],
      { step: 'bookScan', destination: BOOK_SCAN_PATH },
    ],
    [
      'a booked scan opens the booking',
      'scanBookedOrIkOrdered',
      [booked],
      { step: 'scanBooked', destination: `/toothsi/my-account/orders/${booked.id}` },
    ],
    [
      'a scan done opens its order while aligners are made',
      'scanBookedOrIkOrdered',
      [done],
      { step: 'scanDone', destination: `/toothsi/my-account/orders/${done.id}` },
    ],
    [
      'aligners in production open the same order',
      'scanBookedOrIkOrdered',
      [producing],
      { step: 'scanDone', destination: `/toothsi/my-account/orders/${producing.id}` },
    ],
    [
      'an impression kit opens the kit’s order',
      'scanBookedOrIkOrdered',
      [kitOrder],
      { step: 'kitOrdered', destination: `/toothsi/my-account/orders/${kitOrder.id}` },
    ],
    [
      'a cancelled booking leads back to booking',
      'scanBookedOrIkOrdered',
      [scan('scanScheduled', 'cancelled')],
      { step: 'bookScan', destination: BOOK_SCAN_PATH },
    ],
    [
      'a refunded booking leads back to booking',
      'scanBookedOrIkOrdered',
      [scan('scanScheduled', 'refunded')],
      { step: 'bookScan', destination: BOOK_SCAN_PATH },
    ],
    [
      'an unpaid booking is not a booking',
      'scanBookedOrIkOrdered',
      [scan('placed', 'pending_payment')],
      { step: 'bookScan', destination: BOOK_SCAN_PATH },
    ],
    [
      'aligners dispatched start the treatment in the smile tracker',
      'alignersDispatched',
      [scan('dispatched')],
      { step: 'startTreatment', destination: SMILE_TRACKER_PATH },
    ],
    [
      'aligners delivered too',
      'alignersDispatched',
      [scan('delivered')],
      { step: 'startTreatment', destination: SMILE_TRACKER_PATH },
    ],
  ];
  it.each(cases)('%s', (_, stage, orders, expected) => {
    expect(alignerNextStep(stage, orders)).toMatchObject(expected);
  });

  it('the newest standing scan or kit wins; shop orders and skin bookings are not the aligner journey', () => {
    const older = scan('scanDone');
    const newer = scan('scanScheduled');
    const skin = order({ bookingKind: 'skin', stage: 'sessionScheduled', items: [skinItem] });
    const shop = order({ bookingKind: null, items: [retainerItem] });
    expect(alignerNextStep('scanBookedOrIkOrdered', [older, newer, skin, shop])).toMatchObject({
      step: 'scanBooked',
      orderId: newer.id,
    });
    expect(alignerNextStep('scanBookedOrIkOrdered', [skin, shop])).toMatchObject({ step: 'bookScan' });
  });

  it('orders that could not be read: a new customer still books, anyone further follows my orders, never a second booking', () => {
    expect(alignerNextStep('initial', null)).toMatchObject({ step: 'bookScan', destination: BOOK_SCAN_PATH });
    expect(alignerNextStep('scanBookedOrIkOrdered', null)).toMatchObject({
      step: 'followOrders',
      destination: '/my-account/orders',
      cta: 'scanBookedOrIKOrderedCTA',
    });
    expect(alignerNextStep('alignersDispatched', null)).toMatchObject({
      step: 'startTreatment',
      destination: SMILE_TRACKER_PATH,
    });
    expect(skinNextStep(null)).toBeNull();
  });

  it('a scan order already dispatched leads to the tracker even before the stage catches up', () => {
    expect(alignerNextStep('scanBookedOrIkOrdered', [scan('dispatched')])).toMatchObject({
      step: 'startTreatment',
      destination: SMILE_TRACKER_PATH,
    });
  });

  it('never leads to /my-account itself, always to a route of the app, for every stage and order stage', () => {
    for (const stage of JOURNEY_STAGES) {
      for (const orderStage of ORDER_STAGES) {
        for (const orders of [null, [], [scan(orderStage)], [kit(orderStage)]]) {
          const next = alignerNextStep(stage, orders);
          expect(next.destination).not.toBe('/my-account');
          expect(routeExists(next.destination), next.destination).toBe(true);
        }
      }
    }
  });

  it('uses the spec’s call to action of each stage', () => {
    expect(alignerNextStep('initial', []).cta).toBe('initialCTA');
    expect(alignerNextStep('scanBookedOrIkOrdered', [scan('scanScheduled')]).cta).toBe('scanBookedOrIKOrderedCTA');
    expect(alignerNextStep('scanBookedOrIkOrdered', [kit()]).cta).toBe('scanBookedOrIKOrderedCTA');
    expect(alignerNextStep('alignersDispatched', []).cta).toBe('alignersDispatchedCTA');
  });
});

describe('the skin line’s next step', () => {
  it('opens an upcoming session booking, and nothing otherwise', () => {
    const upcoming = order({ bookingKind: 'skin', stage: 'sessionScheduled', items: [skinItem] });
    expect(skinNextStep([upcoming])).toEqual({
      step: 'sessionBooked',
      destination: `/toothsi/my-account/orders/${upcoming.id}`,
      orderId: upcoming.id,
    });
    expect(skinNextStep([order({ bookingKind: 'skin', stage: 'sessionsDone', items: [skinItem] })])).toBeNull();
    expect(
      skinNextStep([order({ bookingKind: 'skin', stage: 'sessionScheduled', status: 'refunded', items: [skinItem] })]),
    ).toBeNull();
    expect(skinNextStep([scan('scanScheduled')])).toBeNull();
    expect(skinNextStep([])).toBeNull();
  });
});
