import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Country } from '@/i18n/locales';
import type { LocationType } from '@/lib/commerce';
import { skinCentreLocationKey } from '@/lib/skin';
import { setBookingPlan, type CartRow } from '@/server/commerce/cart';
import { db } from '@/server/db/client';
import {
  clinics,
  planPrices,
  skinCategories,
  skinCategoryCities,
  skinPackages,
  skinServices,
  slotTemplates,
} from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findServedCity } from './availability';

function refuse(path: string, code: string, message: string, params?: Record<string, string | number>): AppError {
  return new AppError('UNPROCESSABLE', message, [{ path, message, code, ...(params ? { params } : {}) }]);
}

const PLACE: Readonly<Record<LocationType, string>> = { home: 'at home', centre: 'at a centre' };

/**
 * Books a skin package: it becomes the cart's booking (replacing a scan or another package, as any new plan
 * does), which checkout, slots and payments then handle like any plan. Refused with a clear 422 when the market
 * does not offer it, the city is not one we serve or does not offer its category (spec §3 location-based
 * services), the category is not done at that kind of place, or the city has no centre for a centre booking.
 * The place's city is checked again when the order is placed, against the address or centre chosen then.
 */
export async function bookSkinPackage(
  cart: CartRow,
  input: { packageCode: string; city: string; locationType: LocationType },
  country: Country,
): Promise<void> {
  const [pkg] = await db()
    .select({
      code: skinPackages.planCode,
      category: skinServices.categoryCode,
      locationTypes: skinCategories.locationTypes,
      price: planPrices.amountMinor,
    })
    .from(skinPackages)
    .innerJoin(skinServices, eq(skinServices.id, skinPackages.serviceId))
    .innerJoin(skinCategories, eq(skinCategories.code, skinServices.categoryCode))
    .leftJoin(planPrices, and(eq(planPrices.planCode, skinPackages.planCode), eq(planPrices.country, country)))
    .where(eq(skinPackages.planCode, input.packageCode));
  if (!pkg) throw refuse('body.packageCode', 'unknownPackage', 'We do not have this package.');
  if (pkg.price === null)
    throw refuse('body.packageCode', 'notOfferedInMarket', 'This treatment is not offered in your country yet.');

  const city = await findServedCity(input.city, country);
  if (!city) throw refuse('body.city', 'cityNotServed', `We do not serve ${input.city} yet.`, { city: input.city });
  const [offered] = await db()
    .select({ cityId: skinCategoryCities.cityId })
    .from(skinCategoryCities)
    .where(and(eq(skinCategoryCities.categoryCode, pkg.category), eq(skinCategoryCities.cityId, city.id)));
  if (!offered)
    throw refuse('body.city', 'serviceUnavailableInCity', `This treatment is not available in ${city.city} yet.`, {
      city: city.city,
      serviceCategory: pkg.category,
    });

  if (!pkg.locationTypes.includes(input.locationType))
    throw refuse(
      'body.locationType',
      'locationTypeNotOffered',
      `This treatment is not offered ${PLACE[input.locationType]}.`,
    );
  if (input.locationType === 'centre') {
    const centres = await db().select({ id: clinics.id }).from(clinics).where(eq(clinics.cityId, city.id));
    const rooms = centres.length
      ? await db()
          .select({ key: slotTemplates.locationKey })
          .from(slotTemplates)
          .where(
            inArray(
              slotTemplates.locationKey,
              centres.map((c) => skinCentreLocationKey(c.id)),
            ),
          )
      : [];
    if (rooms.length === 0)
      throw refuse(
        'body.locationType',
        'noCentreInCity',
        `We have no centre in ${city.city} yet. Book your sessions at home.`,
        { city: city.city },
      );
  }
  await setBookingPlan(cart, pkg.code, input.locationType);
}
