import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { canonicalCityName, type ServiceableCity } from '@/lib/city-list';
import type { Country } from '@/i18n/locales';
import { db } from './db/client';
import { serviceableCities } from './db/schema';
import { clientIp } from './client-ip';
import { env } from './env';
import { locateIp, type GeoLocation } from './geoip';
import { DATA_LIFE, TAGS } from './cache-tags';

/** The client IP of a request under the configured proxy trust, or null when it cannot be known. */
export function requestIp(headers: Headers): string | null {
  const e = env();
  return clientIp(headers, { trustProxy: e.TRUST_PROXY, clientIpHeader: e.CLIENT_IP_HEADER });
}

/** The visitor's location from their request (null fields when the IP is unknown or not in the database). */
export async function locateRequest(headers: Headers): Promise<{ toothsiCity: string | null; data: GeoLocation }> {
  const found = await locateIp(requestIp(headers));
  const data = found ?? { city: null, country: null, lat: null, lon: null, zip: null };
  return { toothsiCity: data.city ? canonicalCityName(data.city) : null, data };
}

async function loadServiceableCities(
  businessType: 'toothsi' | 'skinnsi',
  country: Country,
): Promise<ServiceableCity[]> {
  const column = businessType === 'toothsi' ? serviceableCities.toothsi : serviceableCities.skinnsi;
  return db()
    .select({
      id: serviceableCities.id,
      city: serviceableCities.city,
      defaultPincode: serviceableCities.defaultPincode,
    })
    .from(serviceableCities)
    .where(
      country === 'IN'
        ? and(eq(column, true), eq(serviceableCities.country, 'IN'))
        : eq(serviceableCities.country, country),
    )
    .orderBy(asc(serviceableCities.id));
}

/**
 * Serviceable cities of a business line, in a stable order. In India, the line's cities; in a Gulf country, the
 * cities we deliver to there. The list changes with the seed or an operator, never per request: it is cached for
 * five minutes (tag `serviceable-cities`, which POST /api/revalidate clears), so the header's city chip on every
 * page view costs no database query.
 */
export async function listServiceableCities(
  businessType: 'toothsi' | 'skinnsi',
  country: Country = 'IN',
): Promise<ServiceableCity[]> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.serviceableCities);
  return loadServiceableCities(businessType, country);
}
