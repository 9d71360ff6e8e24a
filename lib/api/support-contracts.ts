import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { LOCALE_IDS } from '@/i18n/locales';
import { CALLBACK_REQUESTS_PATH, INQUIRIES_PATH, LAUNCH_ALERTS_PATH } from './paths';
import { text } from './text';
import { CALLBACK_REASONS, GULF_COUNTRIES, INQUIRY_TOPICS, LAUNCH_INTERESTS } from '@/lib/support-requests';

const country = z.enum(['IN', 'AE', 'SA', 'QA', 'BH']);
const locale = z.enum(LOCALE_IDS as [string, ...string[]]);
/** An optional text field, empty when left out; single-line unless `multiline`. */
const optionalText = (max: number, multiline = false) => text({ multiline }).trim().max(max).optional().default('');

/**
 * The phone a request was made on, when it was made inside our native app (its NATIVE_DEVICE_INFO reply, spec §4),
 * so the care team knows what the customer is holding. The app's device id is not sent.
 */
export const requestDeviceSchema = z
  .object({ brand: text().trim().min(1).max(60), name: text().trim().min(1).max(80) })
  .strict();
export type RequestDevice = z.output<typeof requestDeviceSchema>;

export const callbackRequestSchema = z
  .object({
    phone: text().trim().min(6, 'Enter a mobile number.').max(20),
    /** The market the visitor is in: a number typed without its calling code is read as this country's. */
    country,
    name: optionalText(80),
    reason: z.enum(CALLBACK_REASONS),
    note: optionalText(500, true),
    locale,
    device: requestDeviceSchema.optional(),
  })
  .strict();
export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;

export const callbackRequestContract = {
  method: 'POST',
  path: CALLBACK_REQUESTS_PATH,
  summary:
    'Asks our care team to call a mobile number back about one of the reasons of spec §9. A request for the same number within 30 minutes joins the open one (200, merged: true) instead of adding a call (201). Limits: 3 callbacks per number a day, 5 requests per open callback, 10 callbacks per network an hour (429 with Retry-After)',
  tags: ['support'],
  body: callbackRequestSchema,
  response: z.object({ id: z.string(), merged: z.boolean(), reasons: z.array(z.enum(CALLBACK_REASONS)) }),
  idempotent: true,
} as const satisfies EndpointContract;

export const inquirySchema = z
  .object({
    topic: z.enum(INQUIRY_TOPICS),
    name: text().trim().min(2, 'Enter your full name.').max(80),
    email: z.email('Enter a valid email address.'),
    phone: optionalText(20),
    message: text({ multiline: true }).trim().min(10, 'Tell us a little more (10 characters or more).').max(2000),
    country,
    locale,
    device: requestDeviceSchema.optional(),
  })
  .strict();
export type InquiryInput = z.input<typeof inquirySchema>;

export const inquiryContract = {
  method: 'POST',
  path: INQUIRIES_PATH,
  summary:
    'Sends a message from the contact-us form about aligners and treatment, careers, or partnerships and associations',
  tags: ['support'],
  body: inquirySchema,
  response: z.object({ id: z.string(), received: z.literal(true) }),
  idempotent: true,
} as const satisfies EndpointContract;

export const launchAlertSchema = z
  .object({
    email: z.email('Enter a valid email address.'),
    country: z.enum(GULF_COUNTRIES),
    city: optionalText(60),
    interests: z.array(z.enum(LAUNCH_INTERESTS)).min(1, 'Choose at least one.').max(LAUNCH_INTERESTS.length),
    locale,
  })
  .strict();
export type LaunchAlertInput = z.input<typeof launchAlertSchema>;

export const launchAlertContract = {
  method: 'POST',
  path: LAUNCH_ALERTS_PATH,
  summary:
    'Asks to hear by email when what a Gulf visitor wants opens in their country (/ae/comming-soon); one alert per email and country, a repeat adds its interests',
  tags: ['support'],
  body: launchAlertSchema,
  response: z.object({ subscribed: z.literal(true), alreadySubscribed: z.boolean() }),
  idempotent: true,
} as const satisfies EndpointContract;

export const SUPPORT_CONTRACTS: readonly EndpointContract[] = [
  callbackRequestContract,
  inquiryContract,
  launchAlertContract,
];
