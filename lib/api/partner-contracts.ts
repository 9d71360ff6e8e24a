import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { LOCALE_IDS } from '@/i18n/locales';
import { PRACTICE_TYPES } from '@/lib/form-options';
import { text } from './text';

export const partnerApplicationSchema = z
  .object({
    doctorName: text().trim().min(2, 'Enter your full name.').max(80),
    clinicName: text().trim().min(2, 'Enter the clinic name.').max(120),
    practiceType: z.enum(PRACTICE_TYPES),
    registrationNumber: text()
      .trim()
      .min(3, 'Enter your registration number.')
      .max(40)
      .regex(/^[A-Za-z0-9/ -]+$/, 'Use letters, digits, spaces, / or -.'),
    phone: text().trim().min(6).max(20),
    email: z.email('Enter a valid email address.'),
    city: text().trim().min(2, 'Enter your city.').max(60),
    country: z.enum(['IN', 'AE', 'SA', 'QA', 'BH']),
    message: text({ multiline: true }).trim().max(1000).optional().default(''),
    locale: z.enum(LOCALE_IDS as [string, ...string[]]),
  })
  .strict();
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;

export const partnerApplicationContract = {
  method: 'POST',
  path: '/api/v1/doctor-partners',
  summary: 'Stores a partner-clinic application; our partnerships team calls back within two working days',
  tags: ['partners'],
  body: partnerApplicationSchema,
  response: z.object({ id: z.string(), received: z.literal(true) }),
  idempotent: true,
} as const satisfies EndpointContract;
