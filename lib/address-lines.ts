import type { Country, UiLanguage } from '@/i18n/locales';
import { cityLabel } from './cities';

/**
 * The UAE has no postcodes: its addresses carry this placeholder, which customers never see.
 */
export const NO_POSTCODE = '00000';

/** Whether we ask for a postcode in a country (India's PIN code); elsewhere the address stores NO_POSTCODE. */
export function asksForPostcode(country: Country): boolean {
  return country === 'IN';
}

interface AddressParts {
  line1: string;
  line2?: string | null;
  landmark?: string | null;
  city: string;
  pincode: string;
}

/** The PIN code as the customer wrote it, or nothing where the country has none. */
export function visiblePincode(address: Pick<AddressParts, 'pincode'>): string {
  return address.pincode === NO_POSTCODE ? '' : address.pincode;
}

/**
 * An address on one line, for choices and reviews: street, area, landmark, city and PIN code where there is one. With
 * the page's `language`, the city is written as that language writes it (lib/cities.ts); the street stays as typed.
 */
export function addressLine(address: AddressParts, language?: UiLanguage): string {
  const city = language ? cityLabel(address.city, language) : address.city;
  return [address.line1, address.line2, address.landmark, city, visiblePincode(address)].filter(Boolean).join(', ');
}
