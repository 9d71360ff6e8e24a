import { describe, expect, it } from 'vitest';
import { lineOfPaymentRoute, orderLine, paymentPagePath } from '@/lib/payment-pages';
import { SECTION_ROUTES } from '@/lib/section-routes';

describe('payment pages of each line (issue 29 item 1)', () => {
  it('names the line of an order from what it holds', () => {
    expect(orderLine({ lines: ['skinnsi'], bookingKind: null })).toBe('skinnsi');
    expect(orderLine({ lines: ['skinnsi'], bookingKind: 'skin' })).toBe('skinnsi');
    expect(orderLine({ lines: ['toothsi'], bookingKind: 'scan' })).toBe('toothsi');
    expect(orderLine({ lines: ['toothsi', 'skinnsi'], bookingKind: null })).toBe('toothsi');
    expect(orderLine({ lines: [], bookingKind: null })).toBe('toothsi');
  });

  it("sends a skinnsi payment to the skin line's pages, a toothsi payment to toothsi's", () => {
    expect(paymentPagePath('skinnsi', 'retry', 'o1')).toBe('/skinnsi/payment/retry/o1');
    expect(paymentPagePath('skinnsi', 'success', 'o1')).toBe('/skinnsi/payment/success/o1');
    expect(paymentPagePath('skinnsi', 'pending', 'o1')).toBe('/skinnsi/payment/success/o1');
    expect(paymentPagePath('toothsi', 'retry', 'o1')).toBe('/checkout/payment/retry/o1');
    expect(paymentPagePath('toothsi', 'success', 'o1')).toBe('/toothsi/checkout/payment/success/o1');
    expect(paymentPagePath('toothsi', 'pending', 'o1')).toBe('/toothsi/checkout/payment/pending/o1');
  });

  it('knows the line of every payment-status route', () => {
    expect(lineOfPaymentRoute('/skinnsi/payment/retry')).toBe('skinnsi');
    expect(lineOfPaymentRoute('/skinnsi/payment/success')).toBe('skinnsi');
    expect(lineOfPaymentRoute('/toothsi/checkout/payment/status')).toBe('toothsi');
    expect(lineOfPaymentRoute('/checkout/payment/retry')).toBe('toothsi');
  });

  it('answers only routes the app has', () => {
    for (const line of ['toothsi', 'skinnsi'] as const)
      for (const page of ['success', 'retry', 'pending'] as const) {
        const path = paymentPagePath(line, page, 'x').replace(/\/x$/, '/:id');
        if (path.startsWith('/checkout/')) continue; // the spec's unprefixed toothsi pages (not under a section)
        expect(SECTION_ROUTES).toContain(path);
      }
  });
});
