import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import type { Country } from '@/i18n/locales';
import { CENTRE_SERVICES, centreCities, type Centre, type CentreService } from '@/lib/centres';
import { marketOf } from '@/lib/markets';
import { fromSeed } from './catalog';
import { DATA_LIFE, TAGS } from './cache-tags';
import { db } from './db/client';
import { clinics, serviceableCities } from './db/schema';
import { CLINIC_SEED } from './db/commerce-seed';
import { CITY_SEED, GULF_CITY_SEED } from './db/seed-data';

const isService = (value: string): value is CentreService => (CENTRE_SERVICES as readonly string[]).includes(value);

function seedCentres(country: Country): Centre[] {
  const countryOf = new Map([...CITY_SEED, ...GULF_CITY_SEED].map((c) => [c.city, c.country]));
  return CLINIC_SEED.filter((c) => countryOf.get(c.city) === country).map(
    ({ id, name, address, city, pincode, lat, lng, opensAt, closesAt, openDays, services }) => ({
      id,
      name,
      address,
      city,
      pincode,
      lat,
      lng,
      opensAt,
      closesAt,
      openDays,
      services,
    }),
  );
}

async function databaseCentres(country: Country): Promise<Centre[]> {
  const rows = await db()
    .select({
      id: clinics.id,
      name: clinics.name,
      address: clinics.address,
      city: serviceableCities.city,
      pincode: clinics.pincode,
      lat: clinics.lat,
      lng: clinics.lng,
      opensAt: clinics.opensAt,
      closesAt: clinics.closesAt,
      openDays: clinics.openDays,
      services: clinics.services,
    })
    .from(clinics)
    .innerJoin(serviceableCities, eq(serviceableCities.id, clinics.cityId))
    .where(eq(serviceableCities.country, country))
    .orderBy(asc(clinics.id));
  return rows.map((r) => ({ ...r, services: r.services.filter(isService) }));
}

async function loadCentres(country: Country): Promise<Centre[]> {
  const allowed = marketOf(country).centreCities;
  const centres = fromSeed() ? seedCentres(country) : await databaseCentres(country);
  // The market table decides where a market has centres (SA, QA and BH have none yet); India lists its data's.
  const shown = allowed === null ? centres : centres.filter((c) => allowed.includes(c.city));
  return shown.sort((a, b) => a.city.localeCompare(b.city, 'en') || a.name.localeCompare(b.name, 'en'));
}

/**
 * A market's experience centres, by city then name: from the seed during `next build` (the page is static), from
 * the database after, cached five minutes under the serviceable-cities tag (POST /api/revalidate clears it).
 */
export async function listCentres(country: Country): Promise<Centre[]> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.serviceableCities);
  return loadCentres(country);
}

/**
 * The cities of a market's centres for the footer, or null when they cannot be read. Caught inside the cache: a
 * footer without its centre list is better than a page that fails with the database (issue 27 item 2); a null is
 * kept for the cache's life, an empty list never stands in for the centre finder's (listCentres).
 */
export async function footerCentreCities(country: Country): Promise<string[] | null> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.serviceableCities);
  try {
    return centreCities(await loadCentres(country));
  } catch (error) {
    console.error('footer: could not read the centres', error);
    return null;
  }
}

/**
 * Where a market's customers can have their scan at home: the market table's cities, or (India) the serviceable
 * cities with home scans, from the seed during `next build` and the database after; cached like the centres.
 */
export async function listHomeScanCities(country: Country): Promise<string[]> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.serviceableCities);
  const listed = marketOf(country).scanAtHomeCities;
  if (listed) return [...listed];
  if (fromSeed()) return CITY_SEED.filter((c) => c.toothsi && c.country === country).map((c) => c.city);
  const rows = await db()
    .select({ city: serviceableCities.city })
    .from(serviceableCities)
    .where(and(eq(serviceableCities.toothsi, true), eq(serviceableCities.country, country)))
    .orderBy(asc(serviceableCities.id));
  return rows.map((r) => r.city);
}

/** For tests: the seed's and the database's centres, which must agree. */
export const centreSources = { seedCentres, databaseCentres };
