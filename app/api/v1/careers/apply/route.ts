import { NextResponse, type NextRequest } from 'next/server';
import { careerApplicationFields } from '@/lib/api/careers-contracts';
import { CV_MAX_BYTES } from '@/lib/cv';
import { localeInfo } from '@/i18n/locales';
import { assertSameOrigin, errorResponse } from '@/server/api/handler';
import { submitCareerApplication } from '@/server/careers';
import { AppError } from '@/server/errors';

/** Multipart, so it parses its own body; the Origin check, field errors and error mapping are the shared ones. */
export async function POST(request: NextRequest) {
  try {
    assertSameOrigin(request);
    if (Number(request.headers.get('content-length') ?? 0) > CV_MAX_BYTES + 64 * 1024) {
      throw new AppError('VALIDATION_FAILED', 'Your CV is larger than 5 MB.', [{ path: 'body.cv', message: 'is larger than 5 MB', code: 'cvTooLarge' }]);
    }
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new AppError('BAD_REQUEST', 'Send the application as a multipart form.');
    }
    const text = Object.fromEntries([...form.entries()].filter(([key, value]) => key !== 'cv' && typeof value === 'string'));
    const parsed = careerApplicationFields.safeParse(text);
    if (!parsed.success) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', parsed.error.issues.map((i) => ({ path: ['body', ...i.path.map(String)].join('.'), message: i.message, code: 'invalidField' })));
    }
    const file = form.get('cv');
    const cv = file instanceof File ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : { name: '', bytes: new Uint8Array() };
    const { id } = await submitCareerApplication(parsed.data, cv, localeInfo(parsed.data.locale).contentLocale);
    return NextResponse.json({ id, received: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
