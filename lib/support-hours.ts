/** Support is open 9:00 to 21:00 (spec §9) in the customer's own time zone. */
export interface SupportHours {
  startTime: string; // "09:00"
  endTime: string; // "21:00"
}

function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes since midnight of `now` in `timeZone`. */
export function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

export function isSupportOpen(hours: SupportHours, now: Date, timeZone: string): boolean {
  const current = localMinutes(now, timeZone);
  return current >= minutesOf(hours.startTime) && current < minutesOf(hours.endTime);
}

/** "09:00" as the locale writes a time of day ("9:00 AM", "सुबह 9:00", "9:00 ص"). */
export function formatClock(hhmm: string, locale: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2020, 0, 1, h, m),
  );
}

/** A time zone's long name in the locale ("India Standard Time", "توقيت الخليج"), so hours say whose clock they are. */
export function timeZoneLabel(timeZone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(Date.UTC(2020, 0, 1));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
