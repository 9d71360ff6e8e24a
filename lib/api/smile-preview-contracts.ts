import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { SMILE_PREVIEW_IMAGES } from '@/lib/smile-preview';

/** The text fields of an upload; the photo comes alongside as the `photo` file of a multipart form. */
export const smilePreviewFields = z
  .object({
    consent: z.literal('yes', 'Tick the box to agree to how we use your photo.'),
  })
  .strict();

export const createSmilePreviewContract = {
  method: 'POST',
  path: '/api/v1/smile-preview',
  summary:
    'Makes an illustrative smile preview: multipart form with `consent=yes` and a `photo` file (JPEG, PNG or WebP by content, at most 8 MB). Sets the httpOnly cookie that alone may read the images, which are deleted after 24 hours',
  tags: ['smile-preview'],
  body: smilePreviewFields,
  response: z.object({
    id: z.uuid(),
    before: z.string(),
    after: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  contentType: 'multipart/form-data',
} as const satisfies EndpointContract;

export const smilePreviewImageContract = {
  method: 'GET',
  path: '/api/v1/smile-preview/{id}/{image}',
  summary:
    "One image of a smile preview (image/jpeg), the uploaded photo without its metadata or the illustration; for the uploader's browser only, never cached",
  tags: ['smile-preview'],
  params: z.object({ id: z.uuid(), image: z.enum(SMILE_PREVIEW_IMAGES) }),
  response: z.string().describe('The image bytes'),
  responseContentType: 'image/*',
} as const satisfies EndpointContract;

export const SMILE_PREVIEW_CONTRACTS = [createSmilePreviewContract, smilePreviewImageContract] as const;
