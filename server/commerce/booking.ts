import 'server-only';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Country } from '../../i18n/locales';
import type { PlanOffer, ScheduleDay } from '../../lib/api/commerce-contracts';
import { SLOT_HORIZON_DAYS, SLOT_LEAD_HOURS, SLOT_TIME_ZONE, SLOT_UTC_OFFSET, type DayState, type LocationType, type PlanKind } from '../../lib/commerce';
import { COUNTRY_CURRENCY } from '../db/catalog-seed';
import { db, type Executor } from '../db/client';
import { clinics, planCities, planPrices, plans, serviceableCities, slotAlerts, slots, slotTemplates } from '../db/schema';
import { AppError } from '../errors';

const DAY_MS = 86_400_000;
const OFFSET_MS = 5.5 * 3600_000; // SLOT_UTC_OFFSET

/** The calendar date (YYYY-MM-DD) of an instant in the slots' time zone. */
export function localDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

function localTime(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(11, 16);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

async function cityNamed(name: string, country?: Country) {
  const rows = await db().select().from(serviceableCities).where(sql`lower(${serviceableCities.city}) = lower(${name.trim()})`);
  const city = rows.find((c) => !country || c.country === country);
  if (!city) throw new AppError('NOT_FOUND', `We do not serve ${name} yet.`, [{ path: 'query.city', message: `We do not serve ${name} yet.`, code: 'cityNotServed', params: { city: name } }]);
  return city;
}

/** City-wise scan types: what a city offers, priced for the country. */
export async function scanTypes(cityName: string, country: Country): Promise<{ city: string; plans: PlanOffer[] }> {
  const city = await cityNamed(cityName, country);
  const rows = await db()
    .select({ plan: plans, price: planPrices })
    .from(plans)
    .innerJoin(planCities, and(eq(planCities.planCode, plans.code), eq(planCities.cityId, city.id)))
    .innerJoin(planPrices, and(eq(planPrices.planCode, plans.code), eq(planPrices.country, country)))
    .orderBy(asc(plans.sortOrder));
  const currency = COUNTRY_CURRENCY[country];
  return {
    city: city.city,
    plans: rows.map(({ plan, price }) => ({
      code: plan.code,
      kind: plan.kind as PlanKind,
      locationType: (plan.locationType as LocationType | null) ?? null,
      price: { amountMinor: price.amountMinor, currency },
      compareAt: price.compareAtMinor === null ? null : { amountMinor: price.compareAtMinor, currency },
    })),
  };
}

/** Is-centre-flow: the experience centres of a city (none means scans there happen at home). */
export async function centreFlow(cityName: string) {
  const city = await cityNamed(cityName);
  const rows = await db().select().from(clinics).where(eq(clinics.cityId, city.id)).orderBy(asc(clinics.id));
  return { city: city.city, centreFlow: rows.length > 0, clinics: rows.map((c) => ({ id: c.id, name: c.name, address: c.address, city: city.city })) };
}

/** Makes the slots of the horizon from the place's template; existing slots (and their bookings) are kept. */
async function ensureSlots(locationKey: string, firstDay: string): Promise<boolean> {
  const [template] = await db().select().from(slotTemplates).where(eq(slotTemplates.locationKey, locationKey));
  if (!template) return false;
  const values: Array<typeof slots.$inferInsert> = [];
  for (let i = 0; i < SLOT_HORIZON_DAYS; i++) {
    const day = addDays(firstDay, i);
    if (!template.weekdays.includes(weekday(day))) continue;
    for (const time of template.times) values.push({ locationKey, startsAt: new Date(`${day}T${time}:00${SLOT_UTC_OFFSET}`), capacity: template.capacity });
  }
  if (values.length) await db().insert(slots).values(values).onConflictDoNothing();
  return true;
}

/** Two weeks of a place's schedule: each day's free times, or why there are none. */
export async function schedule(locationKey: string, userId: string | null, now = new Date()): Promise<{ locationKey: string; timeZone: string; days: ScheduleDay[] }> {
  const today = localDate(now);
  const served = await ensureSlots(locationKey, today);
  const end = new Date(`${addDays(today, SLOT_HORIZON_DAYS)}T00:00:00${SLOT_UTC_OFFSET}`);
  const rows = served
    ? await db()
        .select()
        .from(slots)
        .where(and(eq(slots.locationKey, locationKey), gte(slots.startsAt, new Date(`${today}T00:00:00${SLOT_UTC_OFFSET}`)), lt(slots.startsAt, end)))
        .orderBy(asc(slots.startsAt))
    : [];
  const alerts = userId ? await db().select({ day: slotAlerts.day }).from(slotAlerts).where(and(eq(slotAlerts.userId, userId), eq(slotAlerts.locationKey, locationKey), isNull(slotAlerts.notifiedAt))) : [];
  const subscribed = new Set(alerts.map((a) => a.day));
  const earliest = now.getTime() + SLOT_LEAD_HOURS * 3600_000;
  const days: ScheduleDay[] = [];
  for (let i = 0; i < SLOT_HORIZON_DAYS; i++) {
    const date = addDays(today, i);
    const ofDay = rows.filter((s) => localDate(s.startsAt) === date);
    const bookable = ofDay.filter((s) => s.startsAt.getTime() >= earliest);
    const free = bookable.filter((s) => s.booked < s.capacity);
    const state: DayState = ofDay.length === 0 ? 'notServed' : bookable.length === 0 ? 'tooSoon' : free.length === 0 ? 'full' : 'open';
    days.push({
      date,
      state,
      slots: free.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), time: localTime(s.startsAt), left: s.capacity - s.booked })),
      alertSubscribed: subscribed.has(date),
    });
  }
  return { locationKey, timeZone: SLOT_TIME_ZONE, days };
}

/** "Tell me when a slot opens": only for a full day of a real place within the horizon. */
export async function subscribeSlotAlert(userId: string, locationKey: string, date: string, now = new Date()): Promise<void> {
  const { days } = await schedule(locationKey, userId, now);
  const day = days.find((d) => d.date === date);
  const refuse = (code: string, message: string) => new AppError('UNPROCESSABLE', message, [{ path: 'body.date', message, code }]);
  if (!day) throw refuse('outsideHorizon', 'Choose a day in the next two weeks.');
  if (day.state === 'open') throw refuse('dayOpen', 'This day still has free times: book one now.');
  if (day.state !== 'full') throw refuse('dayNotServed', 'We do not scan on this day.');
  await db().insert(slotAlerts).values({ userId, locationKey, day: date }).onConflictDoNothing();
}

/**
 * Takes one place of a slot, or refuses. The `booked < capacity` condition and the table's check constraint
 * make the database the referee: of two customers racing for the last place, exactly one gets it.
 */
export async function reserveSlot(tx: Executor, slotId: number, locationKey: string, now = new Date()): Promise<{ startsAt: Date }> {
  const earliest = new Date(now.getTime() + SLOT_LEAD_HOURS * 3600_000);
  const [taken] = await tx
    .update(slots)
    .set({ booked: sql`${slots.booked} + 1` })
    .where(and(eq(slots.id, slotId), eq(slots.locationKey, locationKey), sql`${slots.booked} < ${slots.capacity}`, gte(slots.startsAt, earliest)))
    .returning({ startsAt: slots.startsAt });
  if (taken) return taken;
  const [slot] = await tx.select().from(slots).where(eq(slots.id, slotId));
  const past = !slot || slot.startsAt < earliest || slot.locationKey !== locationKey;
  const message = past ? 'This time has passed or is too soon. Choose a later one.' : 'Someone just took the last place at this time. Choose another.';
  throw new AppError('UNPROCESSABLE', message, [{ path: 'body.slot', message, code: past ? 'slotPast' : 'slotFull' }]);
}

/** Gives a place back; answers who asked to hear about that day (marked notified in the same transaction). */
export async function releaseSlot(tx: Executor, slotId: number): Promise<Array<{ userId: string; date: string; locationKey: string }>> {
  const [slot] = await tx
    .update(slots)
    .set({ booked: sql`greatest(${slots.booked} - 1, 0)` })
    .where(eq(slots.id, slotId))
    .returning();
  if (!slot) return [];
  const date = localDate(slot.startsAt);
  const waiting = await tx
    .update(slotAlerts)
    .set({ notifiedAt: new Date() })
    .where(and(eq(slotAlerts.locationKey, slot.locationKey), eq(slotAlerts.day, date), isNull(slotAlerts.notifiedAt)))
    .returning({ userId: slotAlerts.userId });
  return waiting.map((w) => ({ userId: w.userId, date, locationKey: slot.locationKey }));
}

export async function clinicsByIds(ids: number[]) {
  if (ids.length === 0) return [];
  return db()
    .select({ id: clinics.id, name: clinics.name, address: clinics.address, city: serviceableCities.city })
    .from(clinics)
    .innerJoin(serviceableCities, eq(serviceableCities.id, clinics.cityId))
    .where(inArray(clinics.id, ids));
}
