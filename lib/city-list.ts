/** A serviceable city as the API answers it. */
export interface ServiceableCity {
  id: number;
  city: string;
  defaultPincode: string;
}

export type CityOption =
  | { kind: 'placeholder' }
  | { kind: 'city'; id: number; city: string; defaultPincode: string }
  | { kind: 'others'; id: 0 };

/**
 * One spelling per city: ours (the name in serviceable_cities, the seeds, lib/markets.ts and lib/cities.ts, which
 * writes it in each language) and the other spellings the geo-IP database, a CMS editor or an old list may use. Spec
 * §4: Bengaluru is Bangalore; spec §9's "delhi/ncr" and "gurugram" are our Delhi and Gurgaon. Content is read through
 * it (server/content/schemas.ts), and tests/unit/city-spellings.test.ts keeps the others out of our own files.
 */
export const CITY_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  Bangalore: ['Bengaluru', 'Bengalooru', 'Banglore'],
  Gurgaon: ['Gurugram'],
  Delhi: ['Delhi/NCR', 'Delhi NCR', 'Delhi-NCR', 'New Delhi', 'NCR'],
  Mumbai: ['Bombay'],
  'Navi Mumbai': ['New Bombay'],
  Kolkata: ['Calcutta'],
  Chennai: ['Madras'],
  Pune: ['Poona'],
  Ahmedabad: ['Amdavad'],
  Guwahati: ['Gauhati'],
};

const CITY_ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(CITY_SPELLINGS).flatMap(([ours, others]) =>
    others.map((other) => [other.toLowerCase(), ours] as const),
  ),
);

/** Our spelling of a city written any way we know of (`Bengaluru` → `Bangalore`); other names as they came, trimmed. */
export function canonicalCityName(name: string): string {
  const trimmed = name.trim();
  return CITY_ALIASES.get(trimmed.toLowerCase()) ?? trimmed;
}

/**
 * Rebuilds the city list as spec §4 says: a placeholder first; the detected city moved to the front when it is
 * served; an "Others" entry (id 0) appended when a city was detected but is not served.
 */
export function buildCityOptions(
  cities: readonly ServiceableCity[],
  detected: string | null | undefined,
): CityOption[] {
  const list: CityOption[] = cities.map((c) => ({ kind: 'city', ...c }));
  const wanted = detected ? canonicalCityName(detected).toLowerCase() : undefined;
  if (wanted) {
    const index = list.findIndex((c) => c.kind === 'city' && c.city.toLowerCase() === wanted);
    if (index >= 0) {
      const [found] = list.splice(index, 1);
      if (found) list.unshift(found);
    } else {
      list.push({ kind: 'others', id: 0 });
    }
  }
  return [{ kind: 'placeholder' }, ...list];
}

/** The cities an address can be in: where either line serves, each once, in alphabetical order. */
export function addressCityNames(...lists: ReadonlyArray<readonly ServiceableCity[]>): string[] {
  return [...new Set(lists.flat().map((c) => c.city))].sort();
}
