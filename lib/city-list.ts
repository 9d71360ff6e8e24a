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

/** Names the geo-IP database uses that our city list spells differently (spec §4: Bengaluru is Bangalore). */
const CITY_ALIASES: Readonly<Record<string, string>> = {
  bengaluru: 'Bangalore',
};

export function canonicalCityName(name: string): string {
  const trimmed = name.trim();
  return CITY_ALIASES[trimmed.toLowerCase()] ?? trimmed;
}

/**
 * Rebuilds the city list as spec §4 says: a placeholder first; the detected city moved to the front when it is
 * served; an "Others" entry (id 0) appended when a city was detected but is not served.
 */
export function buildCityOptions(cities: readonly ServiceableCity[], detected: string | null | undefined): CityOption[] {
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
