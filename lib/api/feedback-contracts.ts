import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { LOCALE_IDS } from '@/i18n/locales';
import {
  CAREFORM_OUTCOMES,
  CUSTOMER_FEEDBACK_TOPICS,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_MAX,
  FEEDBACK_MIN,
  FEEDBACK_SOURCES,
  NPS_MAX,
  NPS_MIN,
  NPS_SURVEYS,
  NPS_BANDS,
} from '@/lib/feedback';
import { text } from './text';

const locale = z.enum(LOCALE_IDS as [string, ...string[]]);
const country = z.enum(['IN', 'AE', 'SA', 'QA', 'BH']);
/** A signed feedback link's token, as the SMS link carries it (`?t=`). */
const token = z
  .string()
  .trim()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/, 'Not a valid link.');
const comment = text({ multiline: true })
  .trim()
  .max(FEEDBACK_COMMENT_MAX, `Write at most ${FEEDBACK_COMMENT_MAX} characters.`)
  .optional()
  .default('');
const oneToFive = z
  .number()
  .int()
  .min(FEEDBACK_MIN, `Choose ${FEEDBACK_MIN} to ${FEEDBACK_MAX}.`)
  .max(FEEDBACK_MAX, `Choose ${FEEDBACK_MIN} to ${FEEDBACK_MAX}.`);
const source = z.enum(FEEDBACK_SOURCES).default('web');
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a valid id.');

export const npsAnswerSchema = z
  .object({
    survey: z.enum(NPS_SURVEYS),
    token,
    score: z
      .number()
      .int()
      .min(NPS_MIN, `Choose ${NPS_MIN} to ${NPS_MAX}.`)
      .max(NPS_MAX, `Choose ${NPS_MIN} to ${NPS_MAX}.`),
    /** The follow-up question's answer, one of the score band's (lib/feedback.ts NPS_REASONS). */
    reason: z.string().trim().max(32).optional(),
    comment,
    source,
  })
  .strict();
export type NpsAnswer = z.output<typeof npsAnswerSchema>;

export const npsAnswerContract = {
  method: 'POST',
  path: '/api/v1/feedback/nps',
  summary:
    "Answers an NPS survey (/retainer-nps-quiz, /grin-nps) from its SMS link: 0-10, the follow-up reason of the score's band and a comment. The link's signed token decides whose answer it is; a link is answered once (409), an expired or altered one is refused",
  tags: ['feedback'],
  body: npsAnswerSchema,
  response: z.object({ answered: z.literal(true), band: z.enum(NPS_BANDS) }),
  idempotent: true,
} as const satisfies EndpointContract;

export const careformAnswerSchema = z
  .object({
    token,
    rating: oneToFive,
    outcome: z.enum(CAREFORM_OUTCOMES),
    comment,
    source,
  })
  .strict();
export type CareformAnswer = z.output<typeof careformAnswerSchema>;

export const careformAnswerContract = {
  method: 'POST',
  path: '/api/v1/feedback/careform/{ticketId}',
  summary:
    'Care-form feedback on a support ticket, from the signed link sent when it was resolved: 1-5, whether it was solved and a comment. Unknown ticket 404; once per ticket (409)',
  tags: ['feedback'],
  params: z.object({ ticketId: uuid }),
  body: careformAnswerSchema,
  response: z.object({ answered: z.literal(true) }),
  idempotent: true,
} as const satisfies EndpointContract;

export const customerFeedbackSchema = z
  .object({
    /** A signed link's token; without one, the signed-in customer answers as themselves. */
    token: token.optional(),
    rating: oneToFive,
    topic: z.enum(CUSTOMER_FEEDBACK_TOPICS),
    comment,
    locale,
    source,
  })
  .strict();
export type CustomerFeedback = z.output<typeof customerFeedbackSchema>;

export const customerFeedbackContract = {
  method: 'POST',
  path: '/api/v1/feedback/customer',
  summary:
    'Customer feedback (/customer-feedback): 1-5, a topic and a comment, from a signed link (answered once) or as the signed-in customer (401 otherwise)',
  tags: ['feedback'],
  body: customerFeedbackSchema,
  response: z.object({ answered: z.literal(true) }),
  idempotent: true,
} as const satisfies EndpointContract;

export const rateUsContentSchema = z.object({
  title: z.string(),
  sorry: z.string(),
  thanks: z.string(),
  submit: z.string(),
  later: z.string(),
  rateOnStore: z.string(),
  goodMessage: z.string(),
  averageMessage: z.string(),
  badMessage: z.string(),
  storeRatingAfterDays: z.number().int(),
  emojis: z.array(z.object({ url: z.string(), alt: z.string() })),
  starImage: z.object({ url: z.string(), alt: z.string() }),
  storeBadges: z.array(
    z.object({
      store: z.enum(['playStore', 'appStore']),
      url: z.string(),
      image: z.object({ url: z.string(), alt: z.string() }),
    }),
  ),
});
export type RateUsContent = z.infer<typeof rateUsContentSchema>;

export const rateUsContentContract = {
  method: 'GET',
  path: '/api/v1/rate-us/content',
  summary:
    "The rate-us flow's content (spec §3) in the page's language: messages, button labels, emoji and star images, store badges, storeRatingAfterDays",
  tags: ['feedback', 'content'],
  query: z.object({ locale }),
  response: z.object({ content: rateUsContentSchema }),
} as const satisfies EndpointContract;

export const rateUsPromptContract = {
  method: 'GET',
  path: '/api/v1/rate-us/prompt',
  summary:
    'Whether the rate-us prompt opens by itself for the signed-in customer: their first paid order is storeRatingAfterDays (90) old and they have not answered or dismissed it in the last 365 days',
  tags: ['feedback'],
  query: z.object({ locale: locale.default('en-IN') }),
  response: z.object({ due: z.boolean(), afterDays: z.number().int(), quietDays: z.number().int() }),
} as const satisfies EndpointContract;

export const rateUsAnswerContract = {
  method: 'POST',
  path: '/api/v1/rate-us',
  summary:
    'Rates the app 1-5 (with what went wrong for a low rating); a signed-in customer is not prompted again. Answers whether to show the store badges (or, in the app, ask for the native store rating)',
  tags: ['feedback'],
  body: z.object({ rating: oneToFive, comment, locale, source }).strict(),
  response: z.object({ tone: z.enum(['bad', 'average', 'good']), askStore: z.boolean() }),
  idempotent: true,
} as const satisfies EndpointContract;

export const rateUsDismissContract = {
  method: 'POST',
  path: '/api/v1/rate-us/dismiss',
  summary: 'The signed-in customer closed the rate-us prompt without answering: it stays away for 365 days',
  tags: ['feedback'],
  body: z.object({ locale, source }).strict(),
  response: z.object({ dismissed: z.literal(true) }),
  idempotent: true,
} as const satisfies EndpointContract;

const ticketSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(['open', 'resolved']),
  topic: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type SupportTicket = z.infer<typeof ticketSchema>;

export const createTicketContract = {
  method: 'POST',
  path: '/api/v1/ops/support-tickets',
  summary:
    "Operations: opens a support ticket for a customer's number, maybe from a callback request (Bearer OPS_SECRET)",
  tags: ['operations', 'feedback'],
  body: z
    .object({
      phone: z.string().trim().min(6).max(20),
      country,
      topic: z
        .string()
        .trim()
        .regex(/^[a-zA-Z][a-zA-Z0-9_-]{1,31}$/, 'A topic key (letters, digits, - and _).'),
      locale,
      callbackRequestId: uuid.optional(),
    })
    .strict(),
  response: z.object({ ticket: ticketSchema }),
  auth: 'secret',
} as const satisfies EndpointContract;

export const resolveTicketContract = {
  method: 'POST',
  path: '/api/v1/ops/support-tickets/{id}/resolve',
  summary:
    'Operations: resolves a ticket and texts the customer a signed link to its care form (/careform-feedback/{ticketId}) (Bearer OPS_SECRET)',
  tags: ['operations', 'feedback'],
  params: z.object({ id: uuid }),
  response: z.object({ ticket: ticketSchema, feedbackUrl: z.string() }),
  auth: 'secret',
} as const satisfies EndpointContract;

export const sendFeedbackLinkContract = {
  method: 'POST',
  path: '/api/v1/ops/feedback-links',
  summary:
    'Operations: texts a customer a signed link to an NPS survey or the customer feedback form, valid 30 days and answered once (Bearer OPS_SECRET)',
  tags: ['operations', 'feedback'],
  body: z
    .object({
      kind: z.enum(['retainer_nps', 'grin_nps', 'customer']),
      phone: z.string().trim().min(6).max(20),
      country,
      locale,
    })
    .strict(),
  response: z.object({ url: z.string(), expiresAt: z.string() }),
  auth: 'secret',
} as const satisfies EndpointContract;

export const FEEDBACK_CONTRACTS: readonly EndpointContract[] = [
  npsAnswerContract,
  careformAnswerContract,
  customerFeedbackContract,
  rateUsContentContract,
  rateUsPromptContract,
  rateUsAnswerContract,
  rateUsDismissContract,
  createTicketContract,
  resolveTicketContract,
  sendFeedbackLinkContract,
];
