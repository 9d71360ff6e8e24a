import 'server-only';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { currencyOf, timeZoneOf, type Country } from '@/i18n/locales';
import type { AvailabilityDay, PlanOffer, ScheduleDay } from '@/lib/api/commerce-contracts';
import { SLOT_HORIZON_DAYS, SLOT_LEAD_HOURS, type DayState, type LocationType, type PlanKind } from '@/lib/commerce';
import { addDays, weekdayOf, zonedDate, zonedInstant, zonedTime } from '@/lib/zoned-time';
import { db, type Executor } from '@/server/db/client';
import {
  clinics,
  planCities,
  planPrices,
  plans,
  serviceableCities,
  slotAlerts,
  slots,
  slotTemplates,
} from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { cacheLife, cacheTag } from 'next/cache';
import { DATA_LIFE, TAGS } from '@/server/cache-tags';
import { clinicLocationKey, homeLocationKey } from '@/server/db/commerce-seed';
import { findCart, summarize } from './cart';

async function findCity(name: string, country?: Country) {
  const rows = await db()
    .select()
    .from(serviceableCities)
    .where(sql`lower(${serviceableCities.city}) = lower(${name.trim()})`);
  return rows.find((c) => !country || c.country === country) ?? null;
}

function notServed(name: string): never {
  throw new AppError('NOT_FOUND', `We do not serve ${name} yet.`, [
    { path: 'query.city', message: `We do not serve ${name} yet.`, code: 'cityNotServed', params: { city: name } },
  ]);
}

async function cityNamed(name: string, country?: Country) {
  return (await findCity(name, country)) ?? notServed(name);
}

/**
 * The cities of a country where something (a scan or a kit) is offered and priced there, by name; cached under the
 * serviceable-cities and catalogue tags.
 */
export async function bookingCities(country: Country): Promise<string[]> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.serviceableCities, TAGS.catalog);
  const rows = await db()
    .selectDistinct({ city: serviceableCities.city })
    .from(planCities)
    .innerJoin(
      serviceableCities,
      and(eq(serviceableCities.id, planCities.cityId), eq(serviceableCities.country, country)),
    )
    .innerJoin(planPrices, and(eq(planPrices.planCode, planCities.planCode), eq(planPrices.country, country)))
    .orderBy(asc(serviceableCities.city));
  return rows.map((r) => r.city);
}

/** City-wise scan types: what a city offers, priced for the country; NOT_FOUND for a city we do not serve. */
export async function scanTypes(cityName: string, country: Country): Promise<{ city: string; plans: PlanOffer[] }> {
  const offer = await cachedScanTypes(cityName.trim().toLowerCase(), country);
  if (!offer) notServed(cityName);
  return offer;
}

/** scanTypes, cached (null for an unknown city: an error thrown inside a cache loses its code in production). */
async function cachedScanTypes(
  cityName: string,
  country: Country,
): Promise<{ city: string; plans: PlanOffer[] } | null> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.serviceableCities, TAGS.catalog);
  const city = await findCity(cityName, country);
  if (!city) return null;
  const rows = await db()
    .select({ plan: plans, price: planPrices })
    .from(plans)
    .innerJoin(planCities, and(eq(planCities.planCode, plans.code), eq(planCities.cityId, city.id)))
    .innerJoin(planPrices, and(eq(planPrices.planCode, plans.code), eq(planPrices.country, country)))
    .orderBy(asc(plans.sortOrder));
  const currency = currencyOf(country);
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

/**
 * Is-centre-flow: the experience centres of a city (none means scans there happen at home). With a country, only a
 * city of that market answers: a Gulf page's picker never lists an Indian centre.
 */
export async function centreFlow(cityName: string, country?: Country) {
  const city = await cityNamed(cityName, country);
  const rows = await db().select().from(clinics).where(eq(clinics.cityId, city.id)).orderBy(asc(clinics.id));
  return {
    city: city.city,
    centreFlow: rows.length > 0,
    clinics: rows.map((c) => ({ id: c.id, name: c.name, address: c.address, city: city.city })),
  };
}

type SlotTemplate = typeof slotTemplates.$inferSelect;

/** Makes the slots of the horizon from the place's template; existing slots (and their bookings) are kept. */
async function ensureSlots(template: SlotTemplate, firstDay: string): Promise<void> {
  const values: Array<typeof slots.$inferInsert> = [];
  for (let i = 0; i < SLOT_HORIZON_DAYS; i++) {
    const day = addDays(firstDay, i);
    if (!template.weekdays.includes(weekdayOf(day))) continue;
    for (const time of template.times)
      values.push({
        locationKey: template.locationKey,
        startsAt: zonedInstant(day, time, template.timeZone),
        capacity: template.capacity,
      });
  }
  if (values.length) await db().insert(slots).values(values).onConflictDoNothing();
}

/**
 * Two weeks of a place's schedule, in the place's own calendar: each day's free times, or why there are none.
 * A place without a template (a city we do not visit) answers every day as not served.
 */
export async function schedule(
  locationKey: string,
  userId: string | null,
  country: Country,
  now = new Date(),
): Promise<{ locationKey: string; timeZone: string; days: ScheduleDay[] }> {
  const [template] = await db().select().from(slotTemplates).where(eq(slotTemplates.locationKey, locationKey));
  const timeZone = template?.timeZone ?? timeZoneOf(country);
  const today = zonedDate(now, timeZone);
  if (template) await ensureSlots(template, today);
  const rows = template
    ? await db()
        .select()
        .from(slots)
        .where(
          and(
            eq(slots.locationKey, locationKey),
            gte(slots.startsAt, zonedInstant(today, '00:00', timeZone)),
            lt(slots.startsAt, zonedInstant(addDays(today, SLOT_HORIZON_DAYS), '00:00', timeZone)),
          ),
        )
        .orderBy(asc(slots.startsAt))
    : [];
  const alerts = userId
    ? await db()
        .select({ day: slotAlerts.day })
        .from(slotAlerts)
        .where(
          and(eq(slotAlerts.userId, userId), eq(slotAlerts.locationKey, locationKey), isNull(slotAlerts.notifiedAt)),
        )
    : [];
  const subscribed = new Set(alerts.map((a) => a.day));
  const earliest = now.getTime() + SLOT_LEAD_HOURS * 3600_000;
  const days: ScheduleDay[] = [];
  for (let i = 0; i < SLOT_HORIZON_DAYS; i++) {
    const date = addDays(today, i);
    const ofDay = rows.filter((s) => zonedDate(s.startsAt, timeZone) === date);
    const bookable = ofDay.filter((s) => s.startsAt.getTime() >= earliest);
    const free = bookable.filter((s) => s.booked < s.capacity);
    const state: DayState =
      ofDay.length === 0 ? 'notServed' : bookable.length === 0 ? 'tooSoon' : free.length === 0 ? 'full' : 'open';
    days.push({
      date,
      state,
      slots: free.map((s) => ({
        id: s.id,
        startsAt: s.startsAt.toISOString(),
        time: zonedTime(s.startsAt, timeZone),
        left: s.capacity - s.booked,
      })),
      alertSubscribed: subscribed.has(date),
    });
  }
  return { locationKey, timeZone, days };
}

/**
 * The free times of a city's home visits or of one of its centres, for a visitor choosing where to book before they
 * sign in (issue 30 item 4): the same schedule the customer picks from after signing in, without slot ids or alerts.
 * NOT_FOUND for a city the market does not serve or a centre not in that city.
 */
export async function scanAvailability(
  input: { country: Country; city: string; place: 'home' | 'centre'; clinicId?: number | undefined },
  now = new Date(),
): Promise<{ city: string; timeZone: string; days: AvailabilityDay[] }> {
  const city = await cityNamed(input.city, input.country);
  let locationKey = homeLocationKey(city.city);
  if (input.place === 'centre') {
    if (input.clinicId === undefined)
      throw new AppError('VALIDATION_FAILED', 'Choose a centre.', [
        { path: 'query.clinicId', message: 'Choose a centre.', code: 'chooseClinic' },
      ]);
    const [clinic] = await db()
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(eq(clinics.id, input.clinicId), eq(clinics.cityId, city.id)));
    if (!clinic)
      throw new AppError('NOT_FOUND', `There is no such centre in ${city.city}.`, [
        { path: 'query.clinicId', message: `There is no such centre in ${city.city}.`, code: 'notFound' },
      ]);
    locationKey = clinicLocationKey(clinic.id);
  }
  const { timeZone, days } = await schedule(locationKey, null, input.country, now);
  return {
    city: city.city,
    timeZone,
    days: days.map((day) => ({ date: day.date, state: day.state, times: day.slots.map((slot) => slot.time) })),
  };
}

/**
 * The schedule of the place of the customer's scan in a market's cart (the page's): the centre chosen, or home
 * visits in the address's city. A cart of another market is not this market's: its centre and times are not offered.
 */
export async function scheduleOfCart(userId: string, country: Country, now = new Date()) {
  const cart = await findCart({ userId, guestToken: null }, country);
  const summary = await summarize(cart, { country, locale: 'en' }, userId, db(), now);
  const refuse = (code: string, message: string) =>
    new AppError('UNPROCESSABLE', message, [{ path: 'cart', message, code }]);
  if (!summary.booking) throw refuse('noScan', 'Add a scan to your cart first.');
  if (!summary.booking.locationKey) {
    throw summary.booking.locationType === 'centre'
      ? refuse('chooseClinic', 'Choose a centre first.')
      : refuse('chooseAddress', 'Choose the address of the visit first.');
  }
  return schedule(summary.booking.locationKey, userId, country, now);
}

/** "Tell me when a slot opens": only for a full day of a real place within the horizon. */
export async function subscribeSlotAlert(
  userId: string,
  country: Country,
  locationKey: string,
  date: string,
  now = new Date(),
): Promise<void> {
  const { days } = await schedule(locationKey, userId, country, now);
  const day = days.find((d) => d.date === date);
  const refuse = (code: string, message: string) =>
    new AppError('UNPROCESSABLE', message, [{ path: 'body.date', message, code }]);
  if (!day) throw refuse('outsideHorizon', 'Choose a day in the next two weeks.');
  if (day.state === 'open') throw refuse('dayOpen', 'This day still has free times: book one now.');
  if (day.state !== 'full') throw refuse('dayNotServed', 'We do not scan on this day.');
  await db().insert(slotAlerts).values({ userId, locationKey, day: date }).onConflictDoNothing();
}

/**
 * Takes one place of a slot, or refuses. The `booked < capacity` condition and the table's check constraint
 * make the database the referee: of two customers racing for the last place, exactly one gets it.
 */
export async function reserveSlot(
  tx: Executor,
  slotId: number,
  locationKey: string,
  now = new Date(),
): Promise<{ startsAt: Date }> {
  const earliest = new Date(now.getTime() + SLOT_LEAD_HOURS * 3600_000);
  const [taken] = await tx
    .update(slots)
    .set({ booked: sql`${slots.booked} + 1` })
    .where(
      and(
        eq(slots.id, slotId),
        eq(slots.locationKey, locationKey),
        sql`${slots.booked} < ${slots.capacity}`,
        gte(slots.startsAt, earliest),
      ),
    )
    .returning({ startsAt: slots.startsAt });
  if (taken) return taken;
  const [slot] = await tx.select().from(slots).where(eq(slots.id, slotId));
  const past = !slot || slot.startsAt < earliest || slot.locationKey !== locationKey;
  const message = past
    ? 'This time has passed or is too soon. Choose a later one.'
    : 'Someone just took the last place at this time. Choose another.';
  throw new AppError('UNPROCESSABLE', message, [{ path: 'body.slot', message, code: past ? 'slotPast' : 'slotFull' }]);
}

/** Gives a place back; answers who asked to hear about that day (marked notified in the same transaction). */
export async function releaseSlot(
  tx: Executor,
  slotId: number,
): Promise<Array<{ userId: string; date: string; locationKey: string }>> {
  const [slot] = await tx
    .update(slots)
    .set({ booked: sql`greatest(${slots.booked} - 1, 0)` })
    .where(eq(slots.id, slotId))
    .returning();
  if (!slot) return [];
  const [template] = await tx
    .select({ timeZone: slotTemplates.timeZone })
    .from(slotTemplates)
    .where(eq(slotTemplates.locationKey, slot.locationKey));
  const date = zonedDate(slot.startsAt, template?.timeZone ?? timeZoneOf('IN'));
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
