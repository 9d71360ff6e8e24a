/**
 * Calendar dates and wall-clock times of a place, from instants and back, with the platform's time-zone data.
 * Scan slots are written in the local time of their city (India, the Gulf); the server runs in UTC.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at `instant`, as if it were UTC (milliseconds). */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (Asia/Kolkata: 5 h 30 min). */
export function zoneOffsetMs(timeZone: string, instant: Date): number {
  return (
    wallClockMs(new Date(Math.floor(instant.getTime() / 1000) * 1000), timeZone) -
    Math.floor(instant.getTime() / 1000) * 1000
  );
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `instant`. */
export function zonedDate(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 10);
}

/** The wall-clock time (HH:MM) in `timeZone` at `instant`. */
export function zonedTime(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(11, 16);
}

/** The instant when the clocks of `timeZone` show `date` (YYYY-MM-DD) at `time` (HH:MM). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const first = asUtc - zoneOffsetMs(timeZone, new Date(asUtc));
  // A second pass settles the rare case where the offset differs between the guess and the answer (DST).
  return new Date(asUtc - zoneOffsetMs(timeZone, new Date(first)));
}

/** The date `days` after `date` (YYYY-MM-DD), calendar arithmetic only. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Day of the week of a date (YYYY-MM-DD), 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
