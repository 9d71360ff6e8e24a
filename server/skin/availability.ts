import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Country } from '@/i18n/locales';
import { canonicalCityName } from '@/lib/city-list';
import { locationServiceFlags, type SkinCategory } from '@/lib/skin';
import type { skinServicesForCityContract } from '@/lib/api/skin-contracts';
import type { z } from 'zod';
import { db, type Executor } from '@/server/db/client';
import { serviceableCities, skinCategoryCities } from '@/server/db/schema';
import { categoriesView, skinCatalogueData } from './catalogue';

type ServicesForCity = z.output<(typeof skinServicesForCityContract)['response']>;

/** A city we serve, by name (any case; Bengaluru is Bangalore), in a country when given; null when we do not. */
export async function findServedCity(name: string, country?: Country, database: Executor = db()) {
  const rows = await database
    .select()
    .from(serviceableCities)
    .where(sql`lower(${serviceableCities.city}) = lower(${canonicalCityName(name)})`);
  return rows.find((c) => !country || c.country === country) ?? null;
}

/**
 * Is-service-available-in-city: whether a category is offered in a city (spec §3 location-based services). Read
 * fresh from the database, because a booking or a trial claim relies on the answer.
 */
export async function isServiceAvailableInCity(
  category: SkinCategory,
  cityName: string,
  country?: Country,
  database: Executor = db(),
): Promise<boolean> {
  const city = await findServedCity(cityName, country, database);
  if (!city) return false;
  const [row] = await database
    .select({ cityId: skinCategoryCities.cityId })
    .from(skinCategoryCities)
    .where(and(eq(skinCategoryCities.categoryCode, category), eq(skinCategoryCities.cityId, city.id)));
  return row !== undefined;
}

/**
 * The skin services of a market and, for the visitor's city, which are offered there, with the spec's four
 * location-based-service flags. A city we do not serve answers with everything unavailable rather than an
 * error: it is the visitor's own city, detected or chosen.
 */
export async function skinServicesForCity(country: Country, cityName: string | null): Promise<ServicesForCity> {
  const data = await skinCatalogueData();
  const asked = cityName === null ? null : canonicalCityName(cityName);
  // Answer with our spelling of a city we know ("nagpur" is Nagpur).
  const city =
    asked === null ? null : (data.cities.find((c) => c.city.toLowerCase() === asked.toLowerCase())?.city ?? asked);
  const categories = categoriesView(data, { country, city });
  const available = new Set(categories.filter((c) => c.availableInCity).map((c) => c.code));
  return {
    country,
    lineOffered: categories.some((c) => c.offered),
    city: city === null ? null : { name: city, served: available.size > 0 },
    flags: city === null ? null : locationServiceFlags(available),
    categories,
  };
}
