import { canonicalCityName } from './city-list';

/** Experience centres as the finder shows them, and its pure rules: distance, order, city filter, maps link. */

export const CENTRE_SERVICES = ['alignerScan', 'skinTreatments'] as const;
export type CentreService = (typeof CENTRE_SERVICES)[number];

export interface Centre {
  id: number;
  name: string;
  address: string;
  city: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
  /** Local time, HH:MM. */
  opensAt: string;
  closesAt: string;
  /** 0 = Sunday. */
  openDays: number[];
  services: CentreService[];
}

export interface Point {
  lat: number;
  lng: number;
}

/** The `city` query value that lists every city's centres. */
export const ALL_CITIES = 'all';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface CentreWithDistance extends Centre {
  /** Kilometres from the visitor; null without a visitor position or a centre position. */
  distanceKm: number | null;
}

/**
 * Centres nearest first from `from`; centres without coordinates go last. Without a position the data's order
 * (city, then name) is kept. Stable, so equal distances keep their order.
 */
export function sortByDistance(centres: readonly Centre[], from: Point | null): CentreWithDistance[] {
  const measured = centres.map((c) => ({
    ...c,
    distanceKm: from && c.lat !== null && c.lng !== null ? distanceKm(from, { lat: c.lat, lng: c.lng }) : null,
  }));
  if (!from) return measured;
  return measured.sort(
    (a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY),
  );
}

/** The cities that have a centre, in first-seen order. */
export function centreCities(centres: readonly Centre[]): string[] {
  return [...new Set(centres.map((c) => c.city))];
}

/**
 * The city a `?city=` value asks for, matched case-insensitively against the cities with a centre; `all`, an
 * empty value or a city without a centre mean every city (null).
 */
export function chosenCity(query: string | null | undefined, cities: readonly string[]): string | null {
  const wanted = query?.trim().toLowerCase();
  if (!wanted || wanted === ALL_CITIES) return null;
  const name = canonicalCityName(wanted).toLowerCase();
  return cities.find((c) => c.toLowerCase() === name) ?? null;
}

/** Longer than any city's name: a `?city=` value past it is not a city and is not repeated on the page. */
const CITY_NAME_MAX = 40;

/**
 * The city a `?city=` value names when none of `cities` (those with a centre) is it, so the page can say there is
 * no centre there (and offer home scans where we do them) instead of silently listing every city; written as
 * `known` (the market's home-scan cities) writes it when it is one of them. Null for `all`, an empty value, a
 * city with a centre, or a value too long to be a city name.
 */
export function cityWithoutCentre(
  query: string | null | undefined,
  cities: readonly string[],
  known: readonly string[] = [],
): string | null {
  const wanted = query?.trim();
  if (!wanted || wanted.toLowerCase() === ALL_CITIES || wanted.length > CITY_NAME_MAX) return null;
  if (chosenCity(wanted, cities) !== null) return null;
  const name = canonicalCityName(wanted);
  return known.find((c) => c.toLowerCase() === name.toLowerCase()) ?? name;
}

export function inCity(centres: readonly CentreWithDistance[], city: string | null): CentreWithDistance[] {
  return city === null ? [...centres] : centres.filter((c) => c.city === city);
}

/** Directions to a centre in the visitor's maps app: a Google Maps search URL of its name and address (no tiles here). */
export function directionsUrl(centre: Pick<Centre, 'name' | 'address' | 'pincode'>): string {
  const place = [centre.name, centre.address, /^\d+$/.test(centre.pincode) ? centre.pincode : '']
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}`;
}

/** A plausible coordinate pair (what the geolocation API or the IP look-up gave), or null. */
export function asPoint(lat: unknown, lng: unknown): Point | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
