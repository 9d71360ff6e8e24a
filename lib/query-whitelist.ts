/** Query parameters carried across navigation (spec §5), matched case-insensitively. */
export const CARRIED_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'coupon',
  'logid',
  'gclid',
  'expid',
  'referralcode',
  'matchtype',
] as const;
export type CarriedParam = (typeof CARRIED_PARAMS)[number];
export type CarriedValues = Partial<Record<CarriedParam, string>>;

/** First-party cookie and local-storage prefix that keep attribution after the visitor leaves the landing URL. */
export const ATTRIBUTION_COOKIE = 'sitrus_attribution';
export const STORAGE_PREFIX = 'sitrus_';

/** Where the city a visitor chose is kept, per market: a Mumbai chosen on an Indian page means nothing on a Gulf one. */
export function chosenCityKey(country: string): string {
  return country === 'IN' ? `${STORAGE_PREFIX}city` : `${STORAGE_PREFIX}city_${country}`;
}
export const MAX_CARRIED_VALUE_LENGTH = 200;

const allowed = new Set<string>(CARRIED_PARAMS);

export function carriedName(name: string): CarriedParam | undefined {
  const lower = name.toLowerCase();
  return allowed.has(lower) ? (lower as CarriedParam) : undefined;
}

/** Picks the whitelisted parameters (canonical lower-case names, first value wins, bounded length). */
export function pickCarried(params: URLSearchParams): CarriedValues {
  const out: CarriedValues = {};
  for (const [name, value] of params) {
    const key = carriedName(name);
    if (!key || out[key] !== undefined || value === '') continue;
    out[key] = value.slice(0, MAX_CARRIED_VALUE_LENGTH);
  }
  return out;
}

/**
 * Builds the href of a navigation: keeps the target's own query, adds the carried values the target does not
 * set itself, and drops nothing the author wrote. Parameters of the current page that are not whitelisted are
 * never carried.
 */
export function withCarried(href: string, carried: CarriedValues): string {
  const hashIndex = href.indexOf('#');
  const hash = hashIndex >= 0 ? href.slice(hashIndex) : '';
  const noHash = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
  const [path = '', query = ''] = noHash.split('?', 2);
  const params = new URLSearchParams(query);
  const present = new Set([...params.keys()].map((k) => k.toLowerCase()));
  for (const [key, value] of Object.entries(carried)) {
    if (value !== undefined && !present.has(key)) params.append(key, value);
  }
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash}`;
}

export function serialiseAttribution(values: CarriedValues): string {
  return encodeURIComponent(JSON.stringify(values));
}

export function parseAttribution(raw: string | undefined): CarriedValues {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!parsed || typeof parsed !== 'object') return {};
    const out: CarriedValues = {};
    for (const [k, v] of Object.entries(parsed)) {
      const key = carriedName(k);
      if (key && typeof v === 'string') out[key] = v.slice(0, MAX_CARRIED_VALUE_LENGTH);
    }
    return out;
  } catch {
    return {};
  }
}
