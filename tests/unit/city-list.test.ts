import { describe, expect, it } from 'vitest';
import { buildCityOptions, canonicalCityName } from '@/lib/city-list';

const CITIES = [
  { id: 1, city: 'Mumbai', defaultPincode: '400001' },
  { id: 4, city: 'Bangalore', defaultPincode: '560001' },
  { id: 6, city: 'Pune', defaultPincode: '411001' },
];

describe('city list (spec §4)', () => {
  it('puts a placeholder first and moves the detected city to the front', () => {
    const list = buildCityOptions(CITIES, 'Pune');
    expect(list[0]).toEqual({ kind: 'placeholder' });
    expect(list[1]).toMatchObject({ kind: 'city', city: 'Pune' });
    expect(list).toHaveLength(4);
  });

  it('maps Bengaluru to Bangalore', () => {
    expect(canonicalCityName('Bengaluru')).toBe('Bangalore');
    expect(buildCityOptions(CITIES, 'Bengaluru')[1]).toMatchObject({ city: 'Bangalore' });
  });

  it('appends Others (id 0) when the detected city is not served', () => {
    const list = buildCityOptions(CITIES, 'Srikalahasti');
    expect(list.at(-1)).toEqual({ kind: 'others', id: 0 });
    expect(list[1]).toMatchObject({ city: 'Mumbai' });
  });

  it('keeps the list as it is when no city was detected', () => {
    expect(buildCityOptions(CITIES, null).map((o) => o.kind)).toEqual(['placeholder', 'city', 'city', 'city']);
  });
});
