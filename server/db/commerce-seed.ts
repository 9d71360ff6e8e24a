import type { Country } from '@/i18n/locales';
import type { LocationType, PlanKind } from '@/lib/commerce';
import { NO_POSTCODE } from '@/lib/address-lines';
import type { CentreService } from '@/lib/centres';

/** Scan and kit plans with their prices (minor units) per country: [price, struck-through price]. */
export interface PlanSeed {
  code: string;
  kind: PlanKind;
  locationType: LocationType | null;
  sortOrder: number;
  prices: Partial<Record<Country, [number, number | null]>>;
  /** Where it is offered: `scanCities` (home visits), `centreCities` (cities with a centre) or `allCities`. */
  offeredIn: 'scanCities' | 'centreCities' | 'allCities';
}

export const PLAN_SEED: PlanSeed[] = [
  // The 3D scan is free, as every page says: the booking is an order of nothing to pay that holds a slot.
  {
    code: 'scan-home',
    kind: 'scan',
    locationType: 'home',
    sortOrder: 1,
    prices: { IN: [0, null], AE: [0, null] },
    offeredIn: 'scanCities',
  },
  {
    code: 'scan-centre',
    kind: 'scan',
    locationType: 'centre',
    sortOrder: 2,
    prices: { IN: [0, null], AE: [0, null] },
    offeredIn: 'centreCities',
  },
  {
    code: 'impression-kit',
    kind: 'kit',
    locationType: null,
    sortOrder: 3,
    prices: { IN: [149_900, 199_900], AE: [14_900, 19_900] },
    offeredIn: 'allCities',
  },
];

export interface ClinicSeed {
  id: number;
  city: string;
  name: string;
  address: string;
  pincode: string;
  lat: number;
  lng: number;
  /** Local opening and closing time (HH:MM) and the days it opens, 0 = Sunday. */
  opensAt: string;
  closesAt: string;
  openDays: number[];
  services: CentreService[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** Every centre scans for aligners and, with the skin line's centre slots (server/db/skin-setup.ts), treats skin. */
const BOTH: CentreService[] = ['alignerScan', 'skinTreatments'];

export const CLINIC_SEED: ClinicSeed[] = [
  {
    id: 1,
    city: 'Mumbai',
    name: 'toothsi experience centre, Andheri West',
    address: '2nd floor, Link Square, Linking Road, Andheri West, Mumbai',
    pincode: '400053',
    lat: 19.1303,
    lng: 72.8325,
    opensAt: '10:00',
    closesAt: '20:00',
    openDays: EVERY_DAY,
    services: BOTH,
  },
  {
    id: 2,
    city: 'Mumbai',
    name: 'toothsi experience centre, Bandra',
    address: 'Ground floor, Hill View, Turner Road, Bandra West, Mumbai',
    pincode: '400050',
    lat: 19.0596,
    lng: 72.8295,
    opensAt: '10:00',
    closesAt: '20:00',
    openDays: EVERY_DAY,
    services: BOTH,
  },
  {
    id: 3,
    city: 'Bangalore',
    name: 'toothsi experience centre, Indiranagar',
    address: '1st floor, 100 Feet Road, Indiranagar, Bangalore',
    pincode: '560038',
    lat: 12.9719,
    lng: 77.6412,
    opensAt: '10:00',
    closesAt: '20:00',
    openDays: EVERY_DAY,
    services: BOTH,
  },
  {
    id: 4,
    city: 'Delhi',
    name: 'toothsi experience centre, Rajouri Garden',
    address: 'J Block market, Rajouri Garden, Delhi',
    pincode: '110027',
    lat: 28.6492,
    lng: 77.122,
    opensAt: '10:00',
    closesAt: '20:00',
    openDays: EVERY_DAY,
    services: BOTH,
  },
  {
    id: 5,
    city: 'Hyderabad',
    name: 'toothsi experience centre, Banjara Hills',
    address: 'Road No. 12, Banjara Hills, Hyderabad',
    pincode: '500034',
    lat: 17.4156,
    lng: 78.4347,
    opensAt: '10:00',
    closesAt: '20:00',
    openDays: EVERY_DAY,
    services: BOTH,
  },
  {
    id: 6,
    city: 'Pune',
    name: 'toothsi experience centre, Koregaon Park',
    address: 'Lane 6, North Main Road, Koregaon Park, Pune',
    pincode: '411001',
    lat: 18.5362,
    lng: 73.894,
    opensAt: '10:00',
    closesAt: '20:00',
    openDays: EVERY_DAY,
    services: BOTH,
  },
  {
    id: 7,
    city: 'Dubai',
    name: 'toothsi experience centre, Jumeirah',
    address: 'Ground floor, Jumeirah Town Centre, Jumeirah Beach Road, Dubai',
    pincode: NO_POSTCODE,
    lat: 25.2048,
    lng: 55.2456,
    opensAt: '10:00',
    closesAt: '22:00',
    openDays: EVERY_DAY,
    services: BOTH,
  },
];

/** Gulf cities with home scans (besides India's scan-at-home cities, which the city seed marks). */
export const GULF_SCAN_CITIES: readonly string[] = ['Dubai'];

/**
 * Home visits: Monday to Saturday, six times a day, two scanners per time. Centres: every day, hourly, three chairs.
 * Times are the city's local time (its country's time zone).
 */
export const HOME_VISITS = {
  weekdays: [1, 2, 3, 4, 5, 6],
  times: ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'],
  capacity: 2,
};
export const CENTRE_HOURS = {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  times: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'],
  capacity: 3,
};

export interface CouponSeed {
  code: string;
  country: Country;
  kind: 'percent' | 'amount';
  value: number;
  appliesTo: 'all' | 'products' | 'plans';
  minSubtotalMinor: number;
  validFrom: string;
  validUntil: string;
  maxUses: number | null;
  /** Uses per customer; null for no limit. */
  maxUsesPerCustomer: number | null;
}

export const COUPON_SEED: CouponSeed[] = [
  {
    code: 'SMILE10',
    country: 'IN',
    kind: 'percent',
    value: 10,
    appliesTo: 'products',
    minSubtotalMinor: 0,
    validFrom: '2026-01-01T00:00:00+05:30',
    validUntil: '2027-12-31T23:59:59+05:30',
    maxUses: null,
    maxUsesPerCustomer: null,
  },
  {
    code: 'SCAN200',
    country: 'IN',
    kind: 'amount',
    value: 20_000,
    appliesTo: 'plans',
    minSubtotalMinor: 0,
    validFrom: '2026-01-01T00:00:00+05:30',
    validUntil: '2027-12-31T23:59:59+05:30',
    maxUses: null,
    maxUsesPerCustomer: null,
  },
  {
    code: 'WELCOME500',
    country: 'IN',
    kind: 'amount',
    value: 50_000,
    appliesTo: 'all',
    minSubtotalMinor: 200_000,
    validFrom: '2026-01-01T00:00:00+05:30',
    validUntil: '2027-12-31T23:59:59+05:30',
    maxUses: null,
    maxUsesPerCustomer: 1,
  },
  {
    code: 'SUMMER25',
    country: 'IN',
    kind: 'percent',
    value: 25,
    appliesTo: 'all',
    minSubtotalMinor: 0,
    validFrom: '2025-04-01T00:00:00+05:30',
    validUntil: '2025-06-30T23:59:59+05:30',
    maxUses: null,
    maxUsesPerCustomer: null,
  },
  {
    code: 'SMILEAE',
    country: 'AE',
    kind: 'percent',
    value: 10,
    appliesTo: 'all',
    minSubtotalMinor: 0,
    validFrom: '2026-01-01T00:00:00+04:00',
    validUntil: '2027-12-31T23:59:59+04:00',
    maxUses: null,
    maxUsesPerCustomer: null,
  },
];

/** The slot-template key of home visits in a city and of a centre. */
export function homeLocationKey(city: string): string {
  return `home:${city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
export function clinicLocationKey(clinicId: number): string {
  return `clinic:${clinicId}`;
}
