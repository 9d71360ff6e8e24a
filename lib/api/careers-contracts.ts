import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { LOCALE_IDS } from '@/i18n/locales';
import { text } from './text';

/** The text fields of a job application; the CV comes alongside as the `cv` file of a multipart form. */
export const careerApplicationFields = z
  .object({
    roleId: z.string().regex(/^[a-z0-9-]{2,80}$/, 'Choose a role.'),
    name: text().trim().min(2, 'Enter your full name.').max(80),
    email: z.email('Enter a valid email address.'),
    phone: text().trim().min(6, 'Enter a mobile number.').max(20),
    country: z.enum(['IN', 'AE', 'SA', 'QA', 'BH']),
    coverNote: text({ multiline: true }).trim().max(2000).optional().default(''),
    locale: z.enum(LOCALE_IDS as [string, ...string[]]),
  })
  .strict();

export const careerApplicationContract = {
  method: 'POST',
  path: '/api/v1/careers/apply',
  summary:
    'Applies for an open role: multipart form with the fields below and a `cv` file (PDF, DOC or DOCX, at most 5 MB)',
  tags: ['careers'],
  body: careerApplicationFields,
  response: z.object({ id: z.string(), received: z.literal(true) }),
  contentType: 'multipart/form-data',
} as const satisfies EndpointContract;
