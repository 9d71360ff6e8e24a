import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import type { Country } from '@/i18n/locales';
import { deliveryDate, pinPrefix } from '@/lib/delivery';
import { MARKETS } from '@/lib/markets';
import type { DeliveryEstimate } from '@/lib/api/delivery-contracts';
import { db } from './db/client';
import { serviceableCities } from './db/schema';
import { DATA_LIFE, TAGS } from './cache-tags';

/**
 * India's served PIN codes. We keep no table of PIN codes: each serviceable city lists the first three digits (the
 * sorting district) of the codes it serves (serviceable_cities.pincode_prefixes), and a PIN code is served when a
 * city lists its prefix. Cached like the city list (tag `serviceable-cities`).
 */
async function indianPinPrefixes(): Promise<Array<{ city: string; pincodePrefixes: string[] }>> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.serviceableCities);
  return db()
    .select({ city: serviceableCities.city, pincodePrefixes: serviceableCities.pincodePrefixes })
    .from(serviceableCities)
    .where(eq(serviceableCities.country, 'IN'))
    .orderBy(asc(serviceableCities.id));
}

/** The city we deliver a PIN code to, or null; the first city listing its prefix (Delhi before NCR for 110…). */
export async function cityOfPincode(pincode: string): Promise<string | null> {
  const prefix = pinPrefix(pincode);
  return (await indianPinPrefixes()).find((c) => c.pincodePrefixes.includes(prefix))?.city ?? null;
}

/** Whether and by when a shop order placed `now` reaches a PIN code (India) or a delivery city (the Gulf). */
export async function estimateDelivery(
  where: { country: Country; pincode?: string; city?: string },
  now: Date = new Date(),
): Promise<DeliveryEstimate> {
  const city =
    where.country === 'IN'
      ? await cityOfPincode(where.pincode ?? '')
      : ((MARKETS[where.country].deliveryCities ?? []).find((c) => c === where.city) ?? null);
  return {
    country: where.country,
    serviceable: city !== null,
    city,
    deliverBy: city === null ? null : deliveryDate(where.country, now),
  };
}
