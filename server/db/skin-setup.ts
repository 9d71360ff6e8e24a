import 'server-only';
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { currencyOf, timeZoneOf, type Country } from '@/i18n/locales';
import { skinCentreLocationKey, skinHomeLocationKey, type SkinCategory } from '@/lib/skin';
import { CLINIC_SEED } from './commerce-seed';
import {
  clinics,
  planPrices,
  plans,
  serviceableCities,
  skinCategories,
  skinCategoryCities,
  skinPackages,
  skinReviews,
  skinServices,
  slotTemplates,
} from './schema';
import {
  SKIN_CATEGORY_CITIES,
  SKIN_CATEGORY_SEED,
  SKIN_CENTRE_HOURS,
  SKIN_HOME_VISITS,
  SKIN_PACKAGE_SEED,
  SKIN_SERVICE_SEED,
} from './skin-seed';
import { SKIN_REVIEW_SEED } from './skin-review-seed';

type AnyPg = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Skin packages sort after the scan plans in any list of plans. */
const SKIN_PLAN_SORT_BASE = 100;

/**
 * Idempotent seed of the skin line, run after the cities, centres and plans. Categories, services, packages and
 * their prices are upserted; each category's cities and each skin package's markets are made exactly the seed's
 * (a city or market taken out of the seed stops offering it). Runs in statements of many rows: it runs at every
 * start and in every test database.
 */
export async function seedSkin(database: AnyPg): Promise<void> {
  await database
    .insert(skinCategories)
    .values(
      SKIN_CATEGORY_SEED.map((c) => ({
        code: c.code,
        availabilityKey: c.availabilityKey,
        locationTypes: c.locationTypes,
        sortOrder: c.sortOrder,
      })),
    )
    .onConflictDoUpdate({
      target: skinCategories.code,
      set: {
        availabilityKey: sql`excluded.availability_key`,
        locationTypes: sql`excluded.location_types`,
        sortOrder: sql`excluded.sort_order`,
      },
    });

  const services = await database
    .insert(skinServices)
    .values(
      SKIN_SERVICE_SEED.map((s, i) => ({
        categoryCode: s.category,
        slug: s.slug,
        area: s.area,
        trialEligible: s.trialEligible,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoUpdate({
      target: [skinServices.categoryCode, skinServices.slug],
      set: {
        area: sql`excluded.area`,
        trialEligible: sql`excluded.trial_eligible`,
        sortOrder: sql`excluded.sort_order`,
      },
    })
    .returning({ id: skinServices.id, categoryCode: skinServices.categoryCode, slug: skinServices.slug });
  const serviceId = (category: SkinCategory, slug: string) => {
    const found = services.find((s) => s.categoryCode === category && s.slug === slug);
    if (!found) throw new Error(`Seed: no skin service ${category}/${slug}`);
    return found.id;
  };

  const codes = SKIN_PACKAGE_SEED.map((p) => p.code);
  await database
    .insert(plans)
    .values(
      SKIN_PACKAGE_SEED.map((p, i) => ({
        code: p.code,
        kind: 'skin',
        locationType: null,
        sortOrder: SKIN_PLAN_SORT_BASE + i,
      })),
    )
    .onConflictDoUpdate({
      target: plans.code,
      set: { kind: sql`excluded.kind`, locationType: sql`excluded.location_type`, sortOrder: sql`excluded.sort_order` },
    });
  const prices = SKIN_PACKAGE_SEED.flatMap((p) =>
    (Object.entries(p.prices) as Array<[Country, [number, number | null]]>).map(
      ([country, [amountMinor, compareAtMinor]]) => ({
        planCode: p.code,
        country,
        currency: currencyOf(country),
        amountMinor,
        compareAtMinor,
      }),
    ),
  );
  await database
    .insert(planPrices)
    .values(prices)
    .onConflictDoUpdate({
      target: [planPrices.planCode, planPrices.country],
      set: {
        currency: sql`excluded.currency`,
        amountMinor: sql`excluded.amount_minor`,
        compareAtMinor: sql`excluded.compare_at_minor`,
      },
    });
  await database.delete(planPrices).where(
    and(
      inArray(planPrices.planCode, codes),
      notInArray(
        sql`${planPrices.planCode} || ':' || ${planPrices.country}`,
        prices.map((p) => `${p.planCode}:${p.country}`),
      ),
    ),
  );
  await database
    .insert(skinPackages)
    .values(
      SKIN_PACKAGE_SEED.map((p) => ({
        planCode: p.code,
        serviceId: serviceId(p.category, p.serviceSlug),
        sessions: p.sessions,
        popular: p.popular,
        inclusions: p.inclusions,
        sortOrder: p.sortOrder,
      })),
    )
    .onConflictDoUpdate({
      target: skinPackages.planCode,
      set: {
        serviceId: sql`excluded.service_id`,
        sessions: sql`excluded.sessions`,
        popular: sql`excluded.popular`,
        inclusions: sql`excluded.inclusions`,
        sortOrder: sql`excluded.sort_order`,
      },
    });

  const cities = await database
    .select({ id: serviceableCities.id, city: serviceableCities.city, country: serviceableCities.country })
    .from(serviceableCities);
  const cityNamed = (name: string) => {
    const found = cities.find((c) => c.city === name);
    if (!found) throw new Error(`Seed: no city ${name}`);
    return found;
  };
  const offered = Object.entries(SKIN_CATEGORY_CITIES).flatMap(([categoryCode, names]) =>
    names.map((name) => ({ categoryCode, cityId: cityNamed(name).id })),
  );
  await database.delete(skinCategoryCities).where(
    notInArray(
      sql`${skinCategoryCities.categoryCode} || ':' || ${skinCategoryCities.cityId}`,
      offered.map((o) => `${o.categoryCode}:${o.cityId}`),
    ),
  );
  await database.insert(skinCategoryCities).values(offered).onConflictDoNothing();

  await seedSkinSlotTemplates(database, cities);

  await database
    .insert(skinReviews)
    .values(
      SKIN_REVIEW_SEED.map((r) => ({
        id: r.id,
        categoryCode: r.category,
        serviceSlug: r.serviceSlug,
        authorName: r.authorName,
        city: r.city,
        rating: r.rating,
        body: r.body,
        locale: r.locale,
        createdAt: new Date(r.createdAt),
      })),
    )
    .onConflictDoNothing();
  await database.execute(
    sql`select setval(pg_get_serial_sequence('skin_reviews', 'id'), greatest((select max(id) from skin_reviews), 1))`,
  );
}

/** Home visits in every city offering a home category; rooms at every centre whose city offers a centre category. */
async function seedSkinSlotTemplates(
  database: AnyPg,
  cities: Array<{ id: number; city: string; country: string }>,
): Promise<void> {
  const byLocation = (type: 'home' | 'centre') =>
    new Set(
      SKIN_CATEGORY_SEED.filter((c) => c.locationTypes.includes(type)).flatMap((c) => SKIN_CATEGORY_CITIES[c.code]),
    );
  const homeCities = byLocation('home');
  const centreCities = byLocation('centre');
  const rows: Array<typeof slotTemplates.$inferInsert> = [];
  for (const city of cities.filter((c) => homeCities.has(c.city))) {
    rows.push({
      locationKey: skinHomeLocationKey(city.city),
      cityId: city.id,
      clinicId: null,
      ...SKIN_HOME_VISITS,
      timeZone: timeZoneOf(city.country as Country),
    });
  }
  const centreRows = await database
    .select({ id: clinics.id, cityId: clinics.cityId })
    .from(clinics)
    .where(
      inArray(
        clinics.id,
        CLINIC_SEED.map((c) => c.id),
      ),
    );
  for (const clinic of centreRows) {
    const city = cities.find((c) => c.id === clinic.cityId);
    if (city && centreCities.has(city.city))
      rows.push({
        locationKey: skinCentreLocationKey(clinic.id),
        cityId: city.id,
        clinicId: clinic.id,
        ...SKIN_CENTRE_HOURS,
        timeZone: timeZoneOf(city.country as Country),
      });
  }
  await database
    .insert(slotTemplates)
    .values(rows)
    .onConflictDoUpdate({
      target: slotTemplates.locationKey,
      set: {
        cityId: sql`excluded.city_id`,
        clinicId: sql`excluded.clinic_id`,
        weekdays: sql`excluded.weekdays`,
        times: sql`excluded.times`,
        capacity: sql`excluded.capacity`,
        timeZone: sql`excluded.time_zone`,
      },
    });
}
