import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LocationType } from '@/lib/commerce';
import type { SkinCategory } from '@/lib/skin';
import type { Executor } from '@/server/db/client';
import {
  serviceableCities,
  skinCategories,
  skinCategoryCities,
  skinChoices,
  skinPackages,
  skinServices,
} from '@/server/db/schema';

/*
 * What the cart and orders need to know about skin packages, read on the caller's connection (the checkout's
 * transaction, when there is one). Nothing here imports the cart, which imports this.
 */

export interface SkinLineInfo {
  category: SkinCategory;
  service: string;
  sessions: number;
  locationTypes: LocationType[];
}

/** The service, category and session count of skin package codes (other codes are left out). */
export async function skinLinesOf(
  database: Executor,
  planCodes: readonly string[],
): Promise<Map<string, SkinLineInfo>> {
  if (planCodes.length === 0) return new Map();
  const rows = await database
    .select({
      code: skinPackages.planCode,
      sessions: skinPackages.sessions,
      service: skinServices.slug,
      category: skinServices.categoryCode,
      locationTypes: skinCategories.locationTypes,
    })
    .from(skinPackages)
    .innerJoin(skinServices, eq(skinServices.id, skinPackages.serviceId))
    .innerJoin(skinCategories, eq(skinCategories.code, skinServices.categoryCode))
    .where(inArray(skinPackages.planCode, [...planCodes]));
  return new Map(
    rows.map((r) => [
      r.code,
      {
        category: r.category as SkinCategory,
        service: r.service,
        sessions: r.sessions,
        locationTypes: r.locationTypes,
      },
    ]),
  );
}

/** Which of these skin package codes a city offers: those whose category is offered there (location-based services). */
export async function skinPlansOfferedIn(
  database: Executor,
  cityName: string,
  planCodes: readonly string[],
): Promise<string[]> {
  if (planCodes.length === 0) return [];
  const rows = await database
    .select({ code: skinPackages.planCode })
    .from(skinPackages)
    .innerJoin(skinServices, eq(skinServices.id, skinPackages.serviceId))
    .innerJoin(skinCategoryCities, eq(skinCategoryCities.categoryCode, skinServices.categoryCode))
    .innerJoin(
      serviceableCities,
      and(
        eq(serviceableCities.id, skinCategoryCities.cityId),
        sql`lower(${serviceableCities.city}) = lower(${cityName.trim()})`,
      ),
    )
    .where(inArray(skinPackages.planCode, [...planCodes]));
  return rows.map((r) => r.code);
}

/**
 * At sign-in a guest's cart joins the customer's: the guest's saved choice is the newest intent, so it replaces
 * the customer's (before the guest cart, and with it any choice left there, is deleted).
 */
export async function moveSkinChoice(tx: Executor, fromCartId: string, toCartId: string): Promise<void> {
  const [guest] = await tx
    .select({ cartId: skinChoices.cartId })
    .from(skinChoices)
    .where(eq(skinChoices.cartId, fromCartId));
  if (!guest) return;
  await tx.delete(skinChoices).where(eq(skinChoices.cartId, toCartId));
  await tx.update(skinChoices).set({ cartId: toCartId }).where(eq(skinChoices.cartId, fromCartId));
}
