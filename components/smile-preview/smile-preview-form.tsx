'use client';

import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { request } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import { SMILE_PHOTO_ACCEPT, SMILE_PHOTO_MAX_BYTES } from '@/lib/smile-preview';
import { useErrorText } from '@/components/account/use-error-text';
import { Link } from '@/components/link';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import styles from './smile-preview.module.css';
import { BOOK_SCAN_PATH } from '@/lib/journey';

/** An upload and its illustration may take longer than the client's usual 30 s on a slow connection. */
const UPLOAD_TIMEOUT_MS = 90_000;
const PHOTO_CODES = ['photoMissing', 'photoTooLarge', 'photoType', 'photoUnreadable'] as const;
type PhotoCode = (typeof PHOTO_CODES)[number];

interface Preview {
  id: string;
  before: string;
  after: string;
}

/** The API's schema of the text fields, with the photo alongside (its size and type are checked here first, and on the server by content). */
const uploadSchema = () =>
  import('@/lib/api/smile-preview-contracts').then(async (m) =>
    m.smilePreviewFields.extend({ photo: (await import('zod')).z.instanceof(Blob) }),
  );

function multipart(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value instanceof Blob ? value : String(value));
  return body;
}

/** The smile photo upload, then the before and after side by side with the note and the call to book a scan. */
export function SmilePreviewForm() {
  const t = useTranslations('smilePreview');
  const errorText = useErrorText();
  const [selected, setSelected] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<PhotoCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const upload = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      request<Preview>('POST', '/api/v1/smile-preview', multipart(values), { timeoutMs: UPLOAD_TIMEOUT_MS }),
  });
  const form = useApiForm({ schema: uploadSchema, send: upload.mutateAsync });

  // The chosen photo's thumbnail is a blob URL of this tab; it is released when another replaces it.
  useEffect(() => () => void (selected && URL.revokeObjectURL(selected)), [selected]);

  if (form.state.status === 'done' && form.state.result && attempt === 0) {
    const preview = form.state.result;
    return (
      <section className={styles.stack} aria-labelledby="smile-result">
        <h2 id="smile-result">{t('after')}</h2>
        <div className={styles.pair}>
          <figure className={styles.figure}>
            {/* Private images of this browser (no-store): next/image's optimiser would cache them. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.image} src={preview.before} alt={t('beforeAlt')} />
            <figcaption>{t('before')}</figcaption>
          </figure>
          <figure className={styles.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.image} src={preview.after} alt={t('afterAlt')} />
            <figcaption>{t('after')}</figcaption>
          </figure>
        </div>
        <p className={styles.note}>{t('note')}</p>
        <p>{t('retention')}</p>
        <div className={styles.actions}>
          <Link href={BOOK_SCAN_PATH} className={buttonClass()}>
            {t('bookScan')}
          </Link>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('tryAnother')}
          </Button>
        </div>
      </section>
    );
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setSelected(file ? URL.createObjectURL(file) : null);
    setPhotoError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const photo = values.photo;
    const problem: PhotoCode | null =
      !(photo instanceof Blob) || photo.size === 0
        ? 'photoMissing'
        : photo.size > SMILE_PHOTO_MAX_BYTES
          ? 'photoTooLarge'
          : null;
    setPhotoError(problem);
    setAttempt(0);
    if (!problem) form.submit(values)();
  }

  const serverPhotoCode = form.fields.photo?.code;
  const photoText = photoError
    ? t(`invalid.${photoError}`)
    : serverPhotoCode && (PHOTO_CODES as readonly string[]).includes(serverPhotoCode)
      ? t(`invalid.${serverPhotoCode as PhotoCode}`)
      : form.fields.photo
        ? t('invalid.photoType')
        : undefined;

  return (
    <form onSubmit={submit} noValidate className={styles.stack}>
      <TextField
        label={t('photo')}
        name="photo"
        type="file"
        accept={SMILE_PHOTO_ACCEPT}
        hint={t('photoHint')}
        error={photoText}
        onChange={choose}
        required
      />
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {selected ? <img className={styles.selected} src={selected} alt={t('selectedAlt')} /> : null}
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="consent"
          value="yes"
          aria-invalid={form.fields.consent ? true : undefined}
          aria-describedby={form.fields.consent ? 'smile-consent-error' : undefined}
        />
        <span>{t('consent')}</span>
      </label>
      {form.fields.consent ? (
        <p id="smile-consent-error" className={styles.error}>
          {t('invalid.consent')}
        </p>
      ) : null}
      <p>{t('retention')}</p>
      {form.pending ? <progress className={styles.progress} aria-label={t('working')} /> : null}
      <FormMessage tone="error">{errorText(form.formError)}</FormMessage>
      <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
        {form.pending ? t('working') : t('submit')}
      </Button>
    </form>
  );
}
