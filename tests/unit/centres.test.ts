import { describe, expect, it } from 'vitest';
import {
  asPoint,
  chosenCity,
  cityWithoutCentre,
  directionsUrl,
  distanceKm,
  inCity,
  sortByDistance,
  type Centre,
} from '@/lib/centres';

const centre = (id: number, city: string, lat: number | null, lng: number | null): Centre => ({
  id,
  name: `Centre ${id}`,
  address: `${id} Main Road, ${city}`,
  city,
  pincode: '400001',
  lat,
  lng,
  opensAt: '10:00',
  closesAt: '20:00',
  openDays: [0, 1, 2, 3, 4, 5, 6],
  services: ['alignerScan'],
});

const MUMBAI = centre(1, 'Mumbai', 19.13, 72.83);
const BANGALORE = centre(3, 'Bangalore', 12.97, 77.64);
const DELHI = centre(4, 'Delhi', 28.65, 77.12);
const UNPLACED = centre(9, 'Pune', null, null);

describe('centre finder rules', () => {
  it('measures great-circle distances', () => {
    // Mumbai to Bangalore is about 840 km as the crow flies.
    expect(
      distanceKm(MUMBAI as { lat: number; lng: number }, BANGALORE as { lat: number; lng: number }),
    ).toBeGreaterThan(800);
    expect(distanceKm(MUMBAI as { lat: number; lng: number }, BANGALORE as { lat: number; lng: number })).toBeLessThan(
      880,
    );
    expect(distanceKm({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
  });

  it('sorts nearest first, unplaced centres last, and keeps the data order without a position', () => {
    const fromBangalore = sortByDistance([UNPLACED, DELHI, MUMBAI, BANGALORE], { lat: 12.98, lng: 77.6 });
    expect(fromBangalore.map((c) => c.city)).toEqual(['Bangalore', 'Mumbai', 'Delhi', 'Pune']);
    expect(fromBangalore[0]?.distanceKm).toBeLessThan(10);
    expect(fromBangalore[3]?.distanceKm).toBeNull();
    expect(sortByDistance([DELHI, MUMBAI], null).map((c) => c.id)).toEqual([4, 1]);
  });

  it('reads the city query: all, unknown or empty is every city; a known city case-insensitively', () => {
    const cities = ['Mumbai', 'Bangalore'];
    expect(chosenCity('all', cities)).toBeNull();
    expect(chosenCity(null, cities)).toBeNull();
    expect(chosenCity('Atlantis', cities)).toBeNull();
    expect(chosenCity('bangalore', cities)).toBe('Bangalore');
    expect(inCity(sortByDistance([MUMBAI, BANGALORE], null), 'Mumbai').map((c) => c.id)).toEqual([1]);
  });

  it('names a city without a centre instead of silently showing every city, in our data spelling', () => {
    const cities = ['Mumbai', 'Bangalore'];
    const scans = ['Ahmedabad', 'Mumbai', 'Bangalore'];
    expect(cityWithoutCentre('Ahmedabad', cities, scans)).toBe('Ahmedabad');
    expect(cityWithoutCentre('ahmedabad', cities, scans)).toBe('Ahmedabad');
    expect(cityWithoutCentre('Bengaluru', cities, scans)).toBeNull();
    expect(chosenCity('Bengaluru', cities)).toBe('Bangalore');
    expect(cityWithoutCentre('mumbai', cities, scans)).toBeNull();
    expect(cityWithoutCentre('all', cities, scans)).toBeNull();
    expect(cityWithoutCentre('', cities, scans)).toBeNull();
    expect(cityWithoutCentre(null, cities, scans)).toBeNull();
    expect(cityWithoutCentre('Atlantis', cities, scans)).toBe('Atlantis');
    expect(cityWithoutCentre('x'.repeat(200), cities, scans)).toBeNull();
  });

  it('links directions to a maps search of the address, never with a position of the visitor', () => {
    const url = new URL(directionsUrl(MUMBAI));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('destination')).toBe('Centre 1, 1 Main Road, Mumbai, 400001');
    expect(url.searchParams.has('origin')).toBe(false);
  });

  it('accepts only plausible coordinates', () => {
    expect(asPoint(12.9, 77.6)).toEqual({ lat: 12.9, lng: 77.6 });
    expect(asPoint(null, 77.6)).toBeNull();
    expect(asPoint(91, 0)).toBeNull();
    expect(asPoint(Number.NaN, 0)).toBeNull();
  });
});
