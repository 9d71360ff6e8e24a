import { describe, expect, it } from 'vitest';
import { isPaymentStatusRoute, shellVisibility } from '@/lib/route-rules';
import { BITE_PROBLEM_PATHS, PAYMENT_STATUS_ROUTES } from '@/lib/routes';

// One row per route of spec §2 that a rule names, plus routes that must keep everything.
// [path, footer shown, WhatsApp shown, sticky book-now shown, skin banner shown]
const ROWS: Array<[string, boolean, boolean, boolean, boolean]> = [
  ['/', true, true, true, true],
  ['/toothsi', true, true, false, false],
  ['/skinnsi', true, true, false, false],
  ['/about-us', true, true, false, false],
  ['/my-account/select-address', false, true, false, false],
  ['/my-account/add-edit-address', false, true, false, false],
  ['/my-account/select-schedule', false, true, false, false],
  ['/checkout/select-address', false, true, false, false],
  ['/checkout/select-address-step-2', false, true, false, false],
  ['/toothsi/my-account/orders/42', false, true, false, false],
  ['/toothsi/checkout/payment/success', false, true, false, false],
  ['/toothsi/checkout/payment/success/ord_1', false, true, false, false],
  ['/toothsi/checkout/payment/status', false, true, false, false],
  ['/toothsi/checkout/payment/pending', false, true, false, false],
  ['/toothsi/checkout/payment/pending/ord_1', false, true, false, false],
  ['/checkout/payment/success/ord_1', false, true, false, false],
  ['/checkout/payment/retry/ord_1', false, true, false, false],
  ['/skinnsi/payment/success', false, true, false, false],
  ['/skinnsi/payment/success/ord_1', false, true, false, false],
  ['/skinnsi/payment/retry', false, true, false, false],
  ['/skinnsi/payment/retry/ord_1', false, true, false, false],
  ['/careform-feedback/T-100', false, false, false, false],
  ['/customer-feedback', false, false, false, false],
  ['/customer-feedback/thank-you', false, false, false, false],
  ['/retainer-nps-quiz', false, false, false, false],
  ['/grin-nps', false, false, false, false],
  ['/ae/doctor-partners', false, true, false, false],
  ['/ae/comming-soon', false, true, false, false],
  ['/get-started1', true, false, false, false],
  ['/get-started2', true, false, false, false],
  ['/get-started3', true, false, false, false],
  ['/get-started4', true, false, false, false],
  ['/skinnsi/hair-get-started1', true, true, false, false],
  ['/refer-and-discount', true, false, false, false],
  ['/pricing', true, false, true, false],
  ['/toothsi/pricing', true, false, true, false],
  ['/aligners', true, false, true, false],
  ['/toothsi/teeth-aligners', true, false, true, false],
  ['/results', true, true, true, false],
  ['/toothsi/results', true, true, true, false],
  ['/braces', true, true, true, false],
  ['/toothsi/braces', true, true, true, false],
  ...BITE_PROBLEM_PATHS.map((p): [string, boolean, boolean, boolean, boolean] => [p, true, true, true, false]),
  ['/toothsi/why-toothsi', true, true, false, false],
  ['/my-account', true, true, false, false],
];

describe('shell visibility rules (spec §2)', () => {
  it.each(ROWS)('%s: footer %s, WhatsApp %s, sticky %s, skin banner %s', (path, footer, whatsApp, sticky, skin) => {
    expect(shellVisibility(path)).toEqual({ footer, whatsApp, stickyBookNow: sticky, skinStickyBanner: skin });
  });

  it('strips the locale segment before matching', () => {
    expect(shellVisibility('/uae-ar/toothsi/pricing')).toEqual(shellVisibility('/toothsi/pricing'));
    expect(shellVisibility('/hi/checkout/select-address').footer).toBe(false);
    expect(shellVisibility('/ksa-ar').skinStickyBanner).toBe(true);
    expect(shellVisibility('/ksa-ar/').skinStickyBanner).toBe(true);
  });

  it('knows every payment-status route', () => {
    for (const route of PAYMENT_STATUS_ROUTES) expect(isPaymentStatusRoute(route.replace(':id', 'abc'))).toBe(true);
    expect(isPaymentStatusRoute('/toothsi/pricing')).toBe(false);
  });
});
