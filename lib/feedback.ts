/*
 * Rules of feedback: NPS surveys, care-form and customer feedback, and the rate-us prompt. Shared by the server,
 * which enforces them, and the forms, which follow them. No zod here; schemas live in lib/api/feedback-contracts.ts.
 */

/** The two NPS surveys and their pages (spec §2). */
export const NPS_SURVEYS = ['retainer_nps', 'grin_nps'] as const;
export type NpsSurvey = (typeof NPS_SURVEYS)[number];
export const NPS_PATHS: Readonly<Record<NpsSurvey, string>> = {
  retainer_nps: '/retainer-nps-quiz',
  grin_nps: '/grin-nps',
};

/** What a signed feedback link is for. */
export const FEEDBACK_LINK_KINDS = ['retainer_nps', 'grin_nps', 'careform', 'customer'] as const;
export type FeedbackLinkKind = (typeof FEEDBACK_LINK_KINDS)[number];
/** Every kind of answer stored: the links' and the rate-us prompt's. */
export const FEEDBACK_KINDS = [...FEEDBACK_LINK_KINDS, 'rate_us'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** A link works for 30 days after it is sent. */
export const FEEDBACK_LINK_TTL_DAYS = 30;
export const FEEDBACK_COMMENT_MAX = 1000;

export const NPS_MIN = 0;
export const NPS_MAX = 10;
export const NPS_SCORES = Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, i) => NPS_MIN + i);

/** NPS bands: 0–6 detractors, 7–8 passives, 9–10 promoters. The follow-up question depends on the band. */
export const NPS_BANDS = ['detractor', 'passive', 'promoter'] as const;
export type NpsBand = (typeof NPS_BANDS)[number];

export function npsBand(score: number): NpsBand {
  if (score >= 9) return 'promoter';
  if (score >= 7) return 'passive';
  return 'detractor';
}

/** The answers offered to the follow-up question of each survey and band (keys the pages translate). */
export const NPS_REASONS: Readonly<Record<NpsSurvey, Readonly<Record<NpsBand, readonly string[]>>>> = {
  retainer_nps: {
    detractor: ['fit', 'comfort', 'delivery', 'price', 'support', 'other'],
    passive: ['fit', 'delivery', 'instructions', 'price', 'other'],
    promoter: ['fit', 'comfort', 'results', 'support', 'value'],
  },
  grin_nps: {
    detractor: ['scanHard', 'appIssues', 'slowReplies', 'unclearFeedback', 'other'],
    passive: ['scanHard', 'slowReplies', 'moreGuidance', 'other'],
    promoter: ['convenience', 'doctorFeedback', 'progress', 'fewerVisits'],
  },
};

export function isNpsReason(survey: NpsSurvey, score: number, reason: string): boolean {
  return NPS_REASONS[survey][npsBand(score)].includes(reason);
}

/** Care form (after a support ticket) and customer feedback: 1–5. */
export const FEEDBACK_MIN = 1;
export const FEEDBACK_MAX = 5;
/** What customer feedback may be about (keys the page translates). */
export const CUSTOMER_FEEDBACK_TOPICS = ['aligners', 'skin', 'shop', 'scan', 'app', 'support', 'other'] as const;
export type CustomerFeedbackTopic = (typeof CUSTOMER_FEEDBACK_TOPICS)[number];
/** Care form follow-up: was the problem solved. */
export const CAREFORM_OUTCOMES = ['resolved', 'partly', 'notResolved'] as const;
export type CareformOutcome = (typeof CAREFORM_OUTCOMES)[number];

/** Rate us: 1–2 bad, 3 average, 4–5 good (which message of the content shows, and what comes next). */
export type RateUsTone = 'bad' | 'average' | 'good';
export function rateUsTone(rating: number): RateUsTone {
  if (rating >= 4) return 'good';
  if (rating === 3) return 'average';
  return 'bad';
}
/** Low ratings are asked what went wrong (a feedback box, stored); high ones are shown the stores. */
export function asksForFeedback(rating: number): boolean {
  return rateUsTone(rating) !== 'good';
}

/** The prompt's default wait after the first paid order when the content does not say (spec §9 storeRatingAfterDays). */
export const STORE_RATING_AFTER_DAYS = 90;
/** After an answer or a dismissal, the prompt stays away this long (and the header's rate-us answer counts too). */
export const RATE_US_QUIET_DAYS = 365;
const DAY_MS = 24 * 3600_000;

/**
 * Whether the rate-us prompt opens by itself: the customer's first paid order is at least `afterDays` old, and they
 * have not answered or dismissed it within the quiet period.
 */
export function rateUsPromptDue({
  firstPaidAt,
  lastAnsweredAt,
  now,
  afterDays = STORE_RATING_AFTER_DAYS,
}: {
  firstPaidAt: Date | null;
  lastAnsweredAt: Date | null;
  now: Date;
  afterDays?: number;
}): boolean {
  if (!firstPaidAt) return false;
  if (now.getTime() - firstPaidAt.getTime() < afterDays * DAY_MS) return false;
  return !lastAnsweredAt || now.getTime() - lastAnsweredAt.getTime() >= RATE_US_QUIET_DAYS * DAY_MS;
}

export const FEEDBACK_SOURCES = ['web', 'app'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

export const CUSTOMER_FEEDBACK_PATH = '/customer-feedback';
export const CUSTOMER_FEEDBACK_THANK_YOU_PATH = '/customer-feedback/thank-you';
export function careformPath(ticketId: string): string {
  return `/careform-feedback/${ticketId}`;
}
export function ticketNumber(n: number): string {
  return `TK${100000 + n}`;
}
