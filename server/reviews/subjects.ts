import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SkinCategory } from '@/lib/skin';
import { orderNumber } from '@/lib/commerce';
import { productPath, type ProductLine } from '@/lib/catalog';
import { subjectKey, subjectReviewsPath, type ReviewSubject } from '@/lib/reviews';
import { db, type Executor } from '@/server/db/client';
import { orderItems, orders, plans, products, skinPackages, skinServices } from '@/server/db/schema';

/** One thing a paid order bought that can be reviewed, with the skin service it named, if any. */
export interface OrderSubject {
  orderId: string;
  orderNumber: string;
  paidAt: Date;
  subject: ReviewSubject;
  service: string | null;
  /** The item's name as the order recorded it. */
  name: string;
  /** The city of the order's address, for the review's byline. */
  city: string;
}

/**
 * What the customer's paid orders bought, as review subjects: each product, a skin package's treatment, and a scan
 * or impression kit as the aligner treatment. One entry per order and subject. Others' orders are never read.
 */
export async function paidOrderSubjects(
  userId: string,
  filter: { orderId?: string } = {},
  database: Executor = db(),
): Promise<OrderSubject[]> {
  const rows = await database
    .select({
      orderId: orders.id,
      number: orders.number,
      paidAt: orders.paidAt,
      address: orders.address,
      productId: orderItems.productId,
      planKind: plans.kind,
      name: orderItems.name,
      category: skinServices.categoryCode,
      service: skinServices.slug,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(plans, eq(plans.code, orderItems.planCode))
    .leftJoin(skinPackages, eq(skinPackages.planCode, orderItems.planCode))
    .leftJoin(skinServices, eq(skinServices.id, skinPackages.serviceId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
        filter.orderId ? eq(orders.id, filter.orderId) : undefined,
      ),
    )
    .orderBy(desc(orders.paidAt), orderItems.id);
  const seen = new Set<string>();
  const out: OrderSubject[] = [];
  for (const row of rows) {
    const subject: ReviewSubject | null =
      row.productId !== null
        ? { kind: 'product', productId: row.productId }
        : row.planKind === 'skin' && row.category
          ? { kind: 'skin', category: row.category as SkinCategory }
          : row.planKind
            ? { kind: 'aligners' }
            : null;
    if (!subject) continue;
    const key = `${row.orderId} ${subjectKey(subject)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      orderId: row.orderId,
      orderNumber: orderNumber(row.number),
      paidAt: row.paidAt ?? new Date(0),
      subject,
      service: subject.kind === 'skin' ? row.service : null,
      name: row.name,
      city: typeof row.address?.city === 'string' ? row.address.city : '',
    });
  }
  return out;
}

/** Where each subject's reviews are shown (a product's page needs its slug and line), by subject key. */
export async function reviewPagePaths(subjects: readonly ReviewSubject[]): Promise<Map<string, string>> {
  const ids = [...new Set(subjects.flatMap((s) => (s.kind === 'product' ? [s.productId] : [])))];
  const rows = ids.length
    ? await db()
        .select({ id: products.id, slug: products.slug, line: products.line })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, productPath({ id: r.id, slug: r.slug, line: r.line as ProductLine })]));
  return new Map(
    subjects.map((s) => [
      subjectKey(s),
      subjectReviewsPath(
        s,
        s.kind === 'product' ? { path: `${byId.get(s.productId) ?? '/toothsi/products'}#reviews` } : undefined,
      ),
    ]),
  );
}
