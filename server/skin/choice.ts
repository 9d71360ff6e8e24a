import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Country } from '@/i18n/locales';
import type { LocationType } from '@/lib/commerce';
import type { SkinCategory } from '@/lib/skin';
import type { SaveChoiceInput, SkinChoice } from '@/lib/api/skin-contracts';
import { ensureCart, findCart, type CartOwner } from '@/server/commerce/cart';
import { db } from '@/server/db/client';
import { skinCategories, skinChoices, skinPackages, skinServices } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findServedCity } from './availability';

type ChoiceRow = typeof skinChoices.$inferSelect;

function toChoice(row: ChoiceRow): SkinChoice {
  return {
    serviceCategory: row.categoryCode as SkinCategory,
    service: row.serviceSlug,
    packageCode: row.packageCode,
    bodyParts: row.bodyParts,
    city: row.city,
    locationType: (row.locationType as LocationType | null) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function refuse(path: string, code: string, message: string, params?: Record<string, string | number>): AppError {
  return new AppError('UNPROCESSABLE', message, [{ path, message, code, ...(params ? { params } : {}) }]);
}

/** The saved choice of the visitor's cart (the customer's, or the guest's behind the cart cookie), or null. */
export async function getSkinChoice(owner: CartOwner, country: Country): Promise<SkinChoice | null> {
  const cart = await findCart(owner, country);
  if (!cart) return null;
  const [row] = await db().select().from(skinChoices).where(eq(skinChoices.cartId, cart.id));
  return row ? toChoice(row) : null;
}

/**
 * Saves what the visitor chose, checked against the catalogue: the service, package and body parts must be the
 * category's (a package alone names its service), the city one we serve, the place one the category offers.
 * A guest without a cart gets one, so the choice has a home that survives reloads and joins them at sign-in.
 */
export async function saveSkinChoice(
  owner: CartOwner,
  input: SaveChoiceInput,
  country: Country,
): Promise<{ choice: SkinChoice; newGuestToken: string | null }> {
  const category = input.serviceCategory;
  const [categoryRow] = await db().select().from(skinCategories).where(eq(skinCategories.code, category));
  if (!categoryRow) throw refuse('body.serviceCategory', 'unknownCategory', 'We do not offer this treatment.');
  let service = input.service ?? null;
  const packageCode = input.packageCode ?? null;
  if (packageCode) {
    const [pkg] = await db()
      .select({ service: skinServices.slug })
      .from(skinPackages)
      .innerJoin(
        skinServices,
        and(eq(skinServices.id, skinPackages.serviceId), eq(skinServices.categoryCode, category)),
      )
      .where(eq(skinPackages.planCode, packageCode));
    if (!pkg || (service !== null && pkg.service !== service))
      throw refuse('body.packageCode', 'unknownPackage', 'This package is not one of the chosen treatment’s.');
    service = pkg.service;
  }
  const slugs = [...new Set([...(service ? [service] : []), ...input.bodyParts])];
  if (slugs.length) {
    const known = await db()
      .select({ slug: skinServices.slug })
      .from(skinServices)
      .where(and(eq(skinServices.categoryCode, category), inArray(skinServices.slug, slugs)));
    const unknown = slugs.find((slug) => !known.some((k) => k.slug === slug));
    if (unknown)
      throw refuse(
        unknown === service ? 'body.service' : 'body.bodyParts',
        'unknownService',
        `We do not offer ${unknown} in this treatment.`,
        { slug: unknown },
      );
  }
  let city: string | null = null;
  if (input.city) {
    const found = await findServedCity(input.city);
    if (!found) throw refuse('body.city', 'cityNotServed', `We do not serve ${input.city} yet.`, { city: input.city });
    city = found.city;
  }
  const locationType = input.locationType ?? null;
  if (locationType && !categoryRow.locationTypes.includes(locationType))
    throw refuse(
      'body.locationType',
      'locationTypeNotOffered',
      `This treatment is not offered ${locationType === 'home' ? 'at home' : 'at a centre'}.`,
    );

  const { cart, newGuestToken } = await ensureCart(owner, country);
  const values = {
    categoryCode: category,
    serviceSlug: service,
    packageCode,
    bodyParts: [...new Set(input.bodyParts)],
    city,
    locationType,
    updatedAt: new Date(),
  };
  const [row] = await db()
    .insert(skinChoices)
    .values({ cartId: cart.id, ...values })
    .onConflictDoUpdate({ target: skinChoices.cartId, set: values })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Could not save the choice.');
  return { choice: toChoice(row), newGuestToken };
}
