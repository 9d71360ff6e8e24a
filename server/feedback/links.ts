import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { localeInfo, type Country, type Locale } from '@/i18n/locales';
import { loadNamespace } from '@/i18n/messages';
import { absoluteUrl } from '@/i18n/metadata';
import type feedbackCatalogue from '@/messages/en/feedback.json';
import {
  FEEDBACK_LINK_TTL_DAYS,
  NPS_PATHS,
  careformPath,
  CUSTOMER_FEEDBACK_PATH,
  ticketNumber,
  type FeedbackLinkKind,
} from '@/lib/feedback';
import { normalisePhone } from '@/lib/phone';
import { db, type Executor } from '@/server/db/client';
import { feedbackLinks, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { derivedSecret } from '@/server/secrets';
import { smsProvider } from '@/server/sms';

export type FeedbackLink = typeof feedbackLinks.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(kind: FeedbackLinkKind, id: string): string {
  return createHmac('sha256', derivedSecret('feedback-link')).update(`${kind}.${id}`).digest('base64url');
}

/** A link's token: its id and an HMAC of its kind and id under a key of its own. Nobody can make or alter one. */
export function linkToken(kind: FeedbackLinkKind, id: string): string {
  return `${id}.${signature(kind, id)}`;
}

/** The link id of a token signed for `kind`, or null when the token is malformed or its signature does not match. */
export function verifiedLinkId(token: string, kind: FeedbackLinkKind): string | null {
  const [id, sig, extra] = token.split('.');
  if (!id || !sig || extra !== undefined || !UUID.test(id)) return null;
  const given = Buffer.from(sig);
  const expected = Buffer.from(signature(kind, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export type LinkState =
  { state: 'invalid' } | { state: 'expired' } | { state: 'answered' } | { state: 'open'; link: FeedbackLink };

/** What a page shows for a token: the form (open), a thank-you (answered), or why the link does not work. */
export async function linkState(
  token: string | null | undefined,
  kind: FeedbackLinkKind,
  now = new Date(),
  database: Executor = db(),
): Promise<LinkState> {
  const id = token ? verifiedLinkId(token, kind) : null;
  if (!id) return { state: 'invalid' };
  const [link] = await database.select().from(feedbackLinks).where(eq(feedbackLinks.id, id));
  if (!link || link.kind !== kind) return { state: 'invalid' };
  if (link.answeredAt) return { state: 'answered' };
  if (link.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'open', link };
}

/** The path a link opens, with its token. */
export function linkPath(link: Pick<FeedbackLink, 'id' | 'kind' | 'ticketId'>): string {
  const kind = link.kind as FeedbackLinkKind;
  const base =
    kind === 'careform'
      ? careformPath(link.ticketId ?? '')
      : kind === 'customer'
        ? CUSTOMER_FEEDBACK_PATH
        : NPS_PATHS[kind];
  return `${base}?t=${linkToken(kind, link.id)}`;
}

/**
 * Creates a feedback link for a customer's number and texts it to them in their language (the link opens in that
 * locale). The customer is found by the number when they have an account.
 */
export async function sendFeedbackLink(
  input: {
    kind: FeedbackLinkKind;
    phone: string;
    country: Country;
    locale: Locale;
    ticketId?: string;
    ticketNumber?: number;
  },
  now = new Date(),
): Promise<{ url: string; expiresAt: Date }> {
  const phone = normalisePhone(input.phone, input.country);
  if (!phone.ok)
    throw new AppError('VALIDATION_FAILED', 'Enter a valid mobile number.', [
      { path: 'body.phone', message: 'Enter a valid mobile number.', code: 'phoneInvalid' },
    ]);
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.phone, phone.e164));
  const expiresAt = new Date(now.getTime() + FEEDBACK_LINK_TTL_DAYS * 24 * 3600_000);
  const [link] = await db()
    .insert(feedbackLinks)
    .values({
      kind: input.kind,
      phone: phone.e164,
      userId: user?.id ?? null,
      ticketId: input.ticketId ?? null,
      locale: input.locale,
      expiresAt,
    })
    .returning();
  if (!link) throw new AppError('INTERNAL', 'Could not create the link.');
  const url = absoluteUrl(linkPath(link), input.locale);
  const feedback = await loadNamespace<typeof feedbackCatalogue>(localeInfo(input.locale).language, 'feedback');
  const t = createTranslator({ locale: input.locale, messages: { feedback }, namespace: 'feedback.sms' });
  const body =
    input.kind === 'careform'
      ? t('careform', { ticket: ticketNumber(input.ticketNumber ?? 0), link: url })
      : input.kind === 'customer'
        ? t('customer', { link: url })
        : t(input.kind === 'grin_nps' ? 'grinNps' : 'retainerNps', { link: url });
  await smsProvider().send({ to: phone.e164, body, purpose: 'feedback' });
  return { url, expiresAt };
}
