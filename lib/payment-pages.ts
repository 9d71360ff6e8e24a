import type { ProductLine } from './catalog';

/**
 * The payment-status pages of each business line (spec §2) and which line an order belongs to. A payment of a
 * skinnsi order comes back to the skin line's pages, an aligner or oral-care order to toothsi's: never across.
 */

/** What the payer is told: paid, not paid (pay again), or still waiting on the bank. */
export type PaymentPage = 'success' | 'retry' | 'pending';

/**
 * The line an order belongs to: skinnsi when it books skin sessions or holds skinnsi items only (skincare
 * products, skin packages), else toothsi (aligners, scans, kits, oral care).
 */
export function orderLine(order: {
  readonly lines: readonly ProductLine[];
  readonly bookingKind?: string | null;
}): ProductLine {
  if (order.bookingKind === 'skin') return 'skinnsi';
  return order.lines.length > 0 && order.lines.every((line) => line === 'skinnsi') ? 'skinnsi' : 'toothsi';
}

/**
 * The spec's status page of an order's payment on its line, locale-free. The skin line has success and retry
 * pages only: a payment still waiting on the bank shows on its success page, which reads the order's real state
 * (waiting, polled) and says it is not paid yet.
 */
export function paymentPagePath(line: ProductLine, page: PaymentPage, orderId: string): string {
  if (line === 'skinnsi') return `/skinnsi/payment/${page === 'retry' ? 'retry' : 'success'}/${orderId}`;
  switch (page) {
    case 'success':
      return `/toothsi/checkout/payment/success/${orderId}`;
    case 'retry':
      return `/checkout/payment/retry/${orderId}`;
    case 'pending':
      return `/toothsi/checkout/payment/pending/${orderId}`;
  }
}

/** The line of a payment-status route (`/skinnsi/payment/…` is skinnsi's; `/toothsi/checkout/…`, `/checkout/…` toothsi's). */
export function lineOfPaymentRoute(path: string): ProductLine {
  return path === '/skinnsi' || path.startsWith('/skinnsi/') ? 'skinnsi' : 'toothsi';
}
