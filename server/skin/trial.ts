import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Country } from '@/i18n/locales';
import { checkTrialPick, MAX_TRIAL_BODY_PARTS } from '@/lib/skin';
import type { TrialStatus } from '@/lib/api/skin-contracts';
import { db } from '@/server/db/client';
import { planPrices, serviceableCities, skinPackages, skinServices, skinTrialClaims } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { findServedCity, isServiceAvailableInCity } from './availability';

function refuse(path: string, code: string, message: string, params?: Record<string, string | number>): AppError {
  return new AppError('UNPROCESSABLE', message, [{ path, message, code, ...(params ? { params } : {}) }]);
}

const ALREADY_CLAIMED = 'You have already claimed your free laser hair reduction trial: it is one per customer.';

/** Whether a market offers laser hair reduction at all (some package of it is priced there): the trial goes with it. */
async function laserOfferedIn(country: Country): Promise<boolean> {
  const [row] = await db()
    .select({ code: planPrices.planCode })
    .from(planPrices)
    .innerJoin(skinPackages, eq(skinPackages.planCode, planPrices.planCode))
    .innerJoin(skinServices, and(eq(skinServices.id, skinPackages.serviceId), eq(skinServices.categoryCode, 'lhr')))
    .where(eq(planPrices.country, country))
    .limit(1);
  return row !== undefined;
}

/** Trial status: the customer's claim, else whether the trial can be claimed in their market. */
export async function trialStatus(userId: string, country: Country): Promise<TrialStatus> {
  const [claim] = await db()
    .select({ claim: skinTrialClaims, city: serviceableCities.city })
    .from(skinTrialClaims)
    .innerJoin(serviceableCities, eq(serviceableCities.id, skinTrialClaims.cityId))
    .where(eq(skinTrialClaims.userId, userId));
  if (claim) {
    return {
      status: 'claimed',
      maxBodyParts: MAX_TRIAL_BODY_PARTS,
      claim: {
        bodyParts: claim.claim.bodyParts,
        city: claim.city,
        country: claim.claim.country as Country,
        claimedAt: claim.claim.claimedAt.toISOString(),
      },
    };
  }
  return {
    status: (await laserOfferedIn(country)) ? 'available' : 'notOffered',
    maxBodyParts: MAX_TRIAL_BODY_PARTS,
    claim: null,
  };
}

/**
 * Claims the free laser hair reduction trial on one or two trial body parts in a city offering laser. One per
 * customer: the unique user id of the claims table decides, so of two claims racing, exactly one is written and
 * the other is a 409 `trialAlreadyClaimed`.
 */
export async function claimTrial(
  userId: string,
  input: { bodyParts: string[]; city: string },
  country: Country,
): Promise<TrialStatus> {
  const [existing] = await db()
    .select({ id: skinTrialClaims.id })
    .from(skinTrialClaims)
    .where(eq(skinTrialClaims.userId, userId));
  if (existing)
    throw new AppError('CONFLICT', ALREADY_CLAIMED, [
      { path: 'trial', message: ALREADY_CLAIMED, code: 'trialAlreadyClaimed' },
    ]);
  if (!(await laserOfferedIn(country)))
    throw refuse(
      'query.country',
      'notOfferedInMarket',
      'The free laser hair reduction trial is not offered in your country yet.',
    );

  const eligible = await db()
    .select({ slug: skinServices.slug })
    .from(skinServices)
    .where(and(eq(skinServices.categoryCode, 'lhr'), eq(skinServices.trialEligible, true)));
  const problem = checkTrialPick(input.bodyParts, new Set(eligible.map((e) => e.slug)));
  if (problem?.code === 'notTrialBodyPart')
    throw refuse(
      'body.bodyParts',
      problem.code,
      `The free trial does not cover ${problem.slug}. Choose from ${eligible.map((e) => e.slug).join(', ')}.`,
      { slug: problem.slug },
    );
  if (problem)
    throw refuse('body.bodyParts', problem.code, `Choose one or ${MAX_TRIAL_BODY_PARTS} trial body parts.`, {
      max: MAX_TRIAL_BODY_PARTS,
    });

  const city = await findServedCity(input.city, country);
  if (!city) throw refuse('body.city', 'cityNotServed', `We do not serve ${input.city} yet.`, { city: input.city });
  if (!(await isServiceAvailableInCity('lhr', city.city, country))) {
    throw refuse(
      'body.city',
      'serviceUnavailableInCity',
      `Laser hair reduction is not available in ${city.city} yet.`,
      { city: city.city, serviceCategory: 'lhr' },
    );
  }

  const [claimed] = await db()
    .insert(skinTrialClaims)
    .values({ userId, bodyParts: [...new Set(input.bodyParts)], cityId: city.id, country })
    .onConflictDoNothing({ target: skinTrialClaims.userId })
    .returning({ id: skinTrialClaims.id });
  if (!claimed)
    throw new AppError('CONFLICT', ALREADY_CLAIMED, [
      { path: 'trial', message: ALREADY_CLAIMED, code: 'trialAlreadyClaimed' },
    ]);
  return trialStatus(userId, country);
}
