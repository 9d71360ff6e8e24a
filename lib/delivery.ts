import { COUNTRIES, type Country } from '@/i18n/locales';
import { addDays, weekdayOf, zonedDate, zonedTime } from './zoned-time';

/** An Indian PIN code: six digits, the first not 0. */
export const INDIAN_PIN = /^[1-9]\d{5}$/;

/** Whether the text a customer typed is a PIN code (spaces around it allowed). */
export function isIndianPin(text: string): boolean {
  return INDIAN_PIN.test(text.trim());
}

/** The sorting-district part of a PIN code (its first three digits), which serviceable_cities.pincode_prefixes lists. */
export function pinPrefix(pincode: string): string {
  return pincode.trim().slice(0, 3);
}

/**
 * How fast a shop order reaches a customer in each market: orders placed before the cut-off (local time) of a
 * working day leave the warehouse that day, otherwise on the next working day, and arrive after so many working days
 * more. India and the UAE deliver Monday to Saturday; Saudi Arabia, Qatar and Bahrain Sunday to Thursday.
 */
export const DELIVERY_SPEED: Readonly<
  Record<Country, { cutoff: string; transitDays: number; workingDays: readonly number[] }>
> = {
  IN: { cutoff: '14:00', transitDays: 4, workingDays: [1, 2, 3, 4, 5, 6] },
  AE: { cutoff: '14:00', transitDays: 2, workingDays: [1, 2, 3, 4, 5, 6] },
  SA: { cutoff: '14:00', transitDays: 3, workingDays: [0, 1, 2, 3, 4] },
  QA: { cutoff: '14:00', transitDays: 3, workingDays: [0, 1, 2, 3, 4] },
  BH: { cutoff: '14:00', transitDays: 3, workingDays: [0, 1, 2, 3, 4] },
};

/** The calendar date (YYYY-MM-DD, the market's own calendar) an order placed at `now` is delivered by. */
export function deliveryDate(country: Country, now: Date): string {
  const { cutoff, transitDays, workingDays } = DELIVERY_SPEED[country];
  const timeZone = COUNTRIES[country].timeZone;
  const working = (date: string) => workingDays.includes(weekdayOf(date));
  const nextWorking = (date: string) => {
    let next = addDays(date, 1);
    while (!working(next)) next = addDays(next, 1);
    return next;
  };
  const today = zonedDate(now, timeZone);
  let day = working(today) && zonedTime(now, timeZone) < cutoff ? today : nextWorking(today);
  for (let i = 0; i < transitDays; i++) day = nextWorking(day);
  return day;
}
