import { NextResponse, type NextRequest } from 'next/server';
import { careerApplicationFields } from '@/lib/api/careers-contracts';
import { CV_MAX_BYTES } from '@/lib/cv';
import { localeInfo } from '@/i18n/locales';
import { assertCleanInput, assertSameOrigin, errorResponse, readFormData } from '@/server/api/handler';
import { submitCareerApplication } from '@/server/careers';
import { AppError } from '@/server/errors';
import { enforceRateLimit, publicWriteRule } from '@/server/rate-limit';

/** The CV and the form's text fields: the limit is counted while the body streams in, chunked or not. */
const MAX_FORM_BYTES = CV_MAX_BYTES + 64 * 1024;

/** Multipart, so it parses its own body; the Origin check, rate limit, field errors and error mapping are the shared ones. */
export async function POST(request: NextRequest) {
  try {
    assertSameOrigin(request);
    await enforceRateLimit(publicWriteRule('careers-apply'), request);
    let form: FormData;
    try {
      form = await readFormData(request, MAX_FORM_BYTES);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Your CV is larger than 5 MB.', [
          { path: 'body.cv', message: 'is larger than 5 MB', code: 'cvTooLarge' },
        ]);
      }
      throw new AppError('BAD_REQUEST', 'Send the application as a multipart form.');
    }
    const text = Object.fromEntries(
      [...form.entries()].filter(([key, value]) => key !== 'cv' && typeof value === 'string'),
    );
    const file = form.get('cv');
    assertCleanInput({ body: { ...text, ...(file instanceof File ? { cv: file.name } : {}) } });
    const parsed = careerApplicationFields.safeParse(text);
    if (!parsed.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Some fields are not valid.',
        parsed.error.issues.map((i) => ({
          path: ['body', ...i.path.map(String)].join('.'),
          message: i.message,
          code: 'invalidField',
        })),
      );
    }
    const cv =
      file instanceof File
        ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
        : { name: '', bytes: new Uint8Array() };
    const { id } = await submitCareerApplication(parsed.data, cv, localeInfo(parsed.data.locale).contentLocale);
    return NextResponse.json({ id, received: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
