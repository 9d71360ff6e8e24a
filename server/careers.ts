import 'server-only';
import type { z } from 'zod';
import type { careerApplicationFields } from '@/lib/api/careers-contracts';
import { CV_MAX_BYTES, sniffCvType } from '@/lib/cv';
import { normalisePhone } from '@/lib/phone';
import type { ContentLocale } from '@/i18n/locales';
import { getCareers } from './content';
import { db } from './db/client';
import { careerApplications } from './db/schema';
import { AppError } from './errors';

type Fields = z.output<typeof careerApplicationFields>;

/** Stores an application for an open role with its CV, after checking the role, the phone and the file. */
export async function submitCareerApplication(
  fields: Fields,
  cv: { name: string; bytes: Uint8Array },
  contentLocale: ContentLocale,
): Promise<{ id: string }> {
  const roles = (await getCareers(contentLocale)).roles;
  if (!roles.some((r) => r.id === fields.roleId))
    throw new AppError('VALIDATION_FAILED', 'Choose one of the open roles.', [
      { path: 'body.roleId', message: 'is not an open role', code: 'invalidField' },
    ]);
  const phone = normalisePhone(fields.phone, fields.country);
  if (!phone.ok)
    throw new AppError('VALIDATION_FAILED', 'Enter a valid mobile number.', [
      { path: 'body.phone', message: 'Enter a valid mobile number.', code: 'phoneInvalid' },
    ]);
  if (cv.bytes.byteLength === 0)
    throw new AppError('VALIDATION_FAILED', 'Attach your CV.', [
      { path: 'body.cv', message: 'Attach your CV.', code: 'cvMissing' },
    ]);
  if (cv.bytes.byteLength > CV_MAX_BYTES)
    throw new AppError('VALIDATION_FAILED', 'Your CV is larger than 5 MB.', [
      { path: 'body.cv', message: 'is larger than 5 MB', code: 'cvTooLarge' },
    ]);
  const type = sniffCvType(cv.bytes, cv.name);
  if (!type)
    throw new AppError('VALIDATION_FAILED', 'Attach your CV as a PDF or Word file.', [
      { path: 'body.cv', message: 'must be PDF, DOC or DOCX', code: 'cvType' },
    ]);
  const [row] = await db()
    .insert(careerApplications)
    .values({
      roleId: fields.roleId,
      name: fields.name,
      email: fields.email,
      phone: phone.e164,
      coverNote: fields.coverNote || null,
      cvFilename: cv.name.slice(0, 200),
      cvType: type,
      cvSize: cv.bytes.byteLength,
      cv: Buffer.from(cv.bytes),
      locale: fields.locale,
    })
    .returning({ id: careerApplications.id });
  if (!row) throw new AppError('INTERNAL', 'Could not save the application.');
  return { id: row.id };
}
