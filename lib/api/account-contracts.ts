import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { OTP_LENGTH } from '@/lib/auth-rules';
import { ASSESSMENTS_PATH, SESSION_PATH } from './paths';
import { ADDRESS_LABELS, ASSESSMENT_KINDS, GENDERS } from '@/lib/form-options';

const country = z.enum(['IN', 'AE', 'SA', 'QA', 'BH']);
const ok = z.object({ ok: z.literal(true) });

export const userSchema = z.object({
  id: z.string(),
  phone: z.string(),
  country,
  name: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  email: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  preferredLanguage: z.string().nullable(),
  journeyStage: z.enum(['initial', 'scanBookedOrIkOrdered', 'alignersDispatched']),
  nameLocked: z.boolean(),
  genderLocked: z.boolean(),
});
export type AccountUser = z.infer<typeof userSchema>;

const personName = z
  .string()
  .trim()
  .min(2, 'Enter at least 2 letters.')
  .max(80, 'Use at most 80 characters.')
  .regex(/^[\p{L}\p{M} .'-]+$/u, 'Use letters, spaces, dots, apostrophes or hyphens only.');

const isoDate = z.iso.date({ message: 'Enter a date as YYYY-MM-DD.' }).refine(
  (value) => {
    const years = (Date.now() - new Date(`${value}T00:00:00Z`).getTime()) / (365.25 * 24 * 3600 * 1000);
    return years >= 12 && years <= 110;
  },
  { message: 'Enter a real date of birth (you must be at least 12).' },
);

export const profileUpdateSchema = z
  .object({
    name: personName.optional(),
    gender: z.enum(GENDERS).optional(),
    email: z.union([z.email('Enter a valid email address.'), z.literal('')]).optional(),
    dateOfBirth: z.union([isoDate, z.literal('')]).optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const addressInputSchema = z
  .object({
    label: z.enum(ADDRESS_LABELS).default('home'),
    recipientName: personName,
    phone: z.string().trim().min(6, 'Enter a mobile number.').max(20),
    line1: z.string().trim().min(3, 'Enter the house or flat number and street.').max(200),
    line2: z.string().trim().max(200).optional().default(''),
    landmark: z.string().trim().max(120).optional().default(''),
    city: z.string().trim().min(2, 'Choose a city.').max(60),
    pincode: z.string().trim().min(3, 'Enter a pincode.').max(10),
    country,
    isDefault: z.boolean().optional().default(false),
  })
  .strict();
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  label: z.enum(ADDRESS_LABELS),
  recipientName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  pincode: z.string(),
  country,
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 08:30.');
export const smileTrackerSchema = z
  .object({
    dailyWearHours: z.number().int().min(1, 'At least 1 hour.').max(24, 'At most 24 hours.'),
    reminderTimes: z.array(hhmm).max(6, 'At most 6 reminders.'),
    currentAligner: z.number().int().min(1, 'Aligners start at 1.').max(100),
    daysPerAligner: z.number().int().min(5, 'At least 5 days.').max(30, 'At most 30 days.'),
  })
  .strict();
export type SmileTrackerSettings = z.infer<typeof smileTrackerSchema>;

const idParam = z.object({ id: z.uuid('Not a valid id.') });

export const sendOtpContract = {
  method: 'POST',
  path: '/api/v1/auth/otp/send',
  summary: 'Sends a 6-digit sign-in code by SMS (same answer whether or not the number has an account)',
  tags: ['auth'],
  body: z.object({ phone: z.string().min(4).max(24), country }).strict(),
  response: z.object({ sent: z.literal(true), phone: z.string(), expiresInSeconds: z.number().int() }),
} as const satisfies EndpointContract;

export const verifyOtpContract = {
  method: 'POST',
  path: '/api/v1/auth/otp/verify',
  summary: 'Checks the code and signs in (or signs up) the number; sets the session cookie',
  tags: ['auth'],
  body: z
    .object({
      phone: z.string().min(4).max(24),
      country,
      code: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code.`),
    })
    .strict(),
  response: z.object({ user: userSchema, isNew: z.boolean() }),
} as const satisfies EndpointContract;

export const logoutContract = {
  method: 'POST',
  path: '/api/v1/auth/logout',
  summary: 'Revokes the session on the server and clears the cookie',
  tags: ['auth'],
  response: ok,
} as const satisfies EndpointContract;

export const userInfoContract = {
  method: 'GET',
  path: '/api/v1/user/info',
  summary: 'The signed-in customer (401 when signed out)',
  tags: ['user'],
  response: z.object({ user: userSchema }),
} as const satisfies EndpointContract;

export const sessionContract = {
  method: 'GET',
  path: SESSION_PATH,
  summary: 'Who is signed in on this browser: the customer, or null for a visitor (never a 401)',
  tags: ['auth'],
  response: z.object({ user: userSchema.nullable() }),
} as const satisfies EndpointContract;

export const updateProfileContract = {
  method: 'POST',
  path: '/api/v1/user/update-profile',
  summary: 'Saves name, gender, email and date of birth; name and gender cannot change once saved (409)',
  tags: ['user'],
  body: profileUpdateSchema,
  response: z.object({ user: userSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const editProfileContract = {
  method: 'POST',
  path: '/api/v1/user/edit-profile',
  summary: 'Edits the fields that stay editable: email and date of birth',
  tags: ['user'],
  body: profileUpdateSchema.pick({ email: true, dateOfBirth: true }),
  response: z.object({ user: userSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const listAddressesContract = {
  method: 'GET',
  path: '/api/v1/addresses',
  summary: "The signed-in customer's addresses, default first",
  tags: ['addresses'],
  response: z.object({ addresses: z.array(addressSchema) }),
} as const satisfies EndpointContract;

export const createAddressContract = {
  method: 'POST',
  path: '/api/v1/addresses',
  summary: 'Adds an address; the pincode must be valid for the country and served in the city',
  tags: ['addresses'],
  body: addressInputSchema,
  response: z.object({ address: addressSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const updateAddressContract = {
  method: 'PUT',
  path: '/api/v1/addresses/{id}',
  summary: 'Replaces an address of the signed-in customer (404 for anyone else’s)',
  tags: ['addresses'],
  params: idParam,
  body: addressInputSchema,
  response: z.object({ address: addressSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const deleteAddressContract = {
  method: 'DELETE',
  path: '/api/v1/addresses/{id}',
  summary: 'Deletes an address; the next one becomes the default',
  tags: ['addresses'],
  params: idParam,
  response: ok,
} as const satisfies EndpointContract;

export const defaultAddressContract = {
  method: 'POST',
  path: '/api/v1/addresses/{id}/default',
  summary: 'Makes an address the default one',
  tags: ['addresses'],
  params: idParam,
  response: z.object({ address: addressSchema }),
} as const satisfies EndpointContract;

export const getSmileTrackerContract = {
  method: 'GET',
  path: '/api/v1/user/smile-tracker-settings',
  summary: 'Smile tracker settings of the signed-in customer (defaults until saved)',
  tags: ['user'],
  response: z.object({ settings: smileTrackerSchema, saved: z.boolean() }),
} as const satisfies EndpointContract;

export const saveSmileTrackerContract = {
  method: 'PUT',
  path: '/api/v1/user/smile-tracker-settings',
  summary: 'Saves smile tracker settings',
  tags: ['user'],
  body: smileTrackerSchema,
  response: z.object({ settings: smileTrackerSchema, saved: z.literal(true) }),
  idempotent: true,
} as const satisfies EndpointContract;

const answers = z.record(z.string().max(40), z.union([z.string().max(40), z.array(z.string().max(40)).max(10)]));
const questionSchema = z.object({ id: z.string(), kind: z.enum(['single', 'multiple']), options: z.array(z.string()) });
const recommendationSchema = z.object({ code: z.string(), score: z.number() });
const assessmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ASSESSMENT_KINDS),
  answers,
  recommendation: recommendationSchema,
  createdAt: z.string(),
});

export const assessmentQuestionsContract = {
  method: 'GET',
  path: '/api/v1/customer-assessment/questions',
  summary: 'The question set of a consultation (aligner or LHR)',
  tags: ['assessments'],
  query: z.object({ kind: z.enum(ASSESSMENT_KINDS) }),
  response: z.object({ kind: z.enum(ASSESSMENT_KINDS), questions: z.array(questionSchema) }),
} as const satisfies EndpointContract;

export const assessmentRecommendationContract = {
  method: 'POST',
  path: '/api/v1/customer-assessment/recommendation',
  summary: 'Computes the recommendation for a set of answers without saving them',
  tags: ['assessments'],
  body: z.object({ kind: z.enum(ASSESSMENT_KINDS), answers }).strict(),
  response: z.object({ recommendation: recommendationSchema }),
} as const satisfies EndpointContract;

export const saveAssessmentContract = {
  method: 'POST',
  path: '/api/v1/customer-assessment/save',
  summary: 'Saves answers with their recommendation for the signed-in customer',
  tags: ['assessments'],
  body: z.object({ kind: z.enum(ASSESSMENT_KINDS), answers }).strict(),
  response: z.object({ assessment: assessmentSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const listAssessmentsContract = {
  method: 'GET',
  path: ASSESSMENTS_PATH,
  summary: "The signed-in customer's consultations, newest first",
  tags: ['assessments'],
  response: z.object({ assessments: z.array(assessmentSchema) }),
} as const satisfies EndpointContract;

export const lastLhrContract = {
  method: 'GET',
  path: '/api/v1/customer-assessment/last-lhr-response',
  summary: 'The latest laser-hair-reduction consultation, or null',
  tags: ['assessments'],
  response: z.object({ assessment: assessmentSchema.nullable() }),
} as const satisfies EndpointContract;

export const ACCOUNT_CONTRACTS: readonly EndpointContract[] = [
  sendOtpContract,
  verifyOtpContract,
  logoutContract,
  userInfoContract,
  sessionContract,
  updateProfileContract,
  editProfileContract,
  listAddressesContract,
  createAddressContract,
  updateAddressContract,
  deleteAddressContract,
  defaultAddressContract,
  getSmileTrackerContract,
  saveSmileTrackerContract,
  assessmentQuestionsContract,
  assessmentRecommendationContract,
  saveAssessmentContract,
  listAssessmentsContract,
  lastLhrContract,
];
