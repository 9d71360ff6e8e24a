import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { canonicalCityName, type ServiceableCity } from '../lib/city-list';
import type { Country } from '../i18n/locales';
import { db } from './db/client';
import { serviceableCities } from './db/schema';
import { clientIp } from './client-ip';
import { env } from './env';
import { locateIp, type GeoLocation } from './geoip';

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

/**
 * Serviceable cities of a business line, in a stable order. In India, the line's cities; in a Gulf country, the
 * cities we deliver to there (no scans or skin services run there yet).
 */
export async function listServiceableCities(businessType: 'toothsi' | 'skinnsi', country: Country = 'IN'): Promise<ServiceableCity[]> {
  const column = businessType === 'toothsi' ? serviceableCities.toothsi : serviceableCities.skinnsi;
  return db()
    .select({ id: serviceableCities.id, city: serviceableCities.city, defaultPincode: serviceableCities.defaultPincode })
    .from(serviceableCities)
    .where(country === 'IN' ? and(eq(column, true), eq(serviceableCities.country, 'IN')) : eq(serviceableCities.country, country))
    .orderBy(asc(serviceableCities.id));
}
