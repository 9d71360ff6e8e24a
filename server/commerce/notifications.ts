import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import {
  DEFAULT_LOCALE,
  isLocale,
  localeBySegment,
  localeInfo,
  timeZoneOf,
  type Country,
  type Currency,
  type Locale,
} from '@/i18n/locales';
import { loadNamespace } from '@/i18n/messages';
import type smsCatalogue from '@/messages/en/sms.json';
import { absoluteUrl } from '@/i18n/metadata';
import { formatMoney } from '@/lib/money';
import { db, type Executor } from '@/server/db/client';
import { outboxMessages, users } from '@/server/db/schema';
import { smsProvider, type SmsMessage } from '@/server/sms';
import { orderNumber } from '@/lib/commerce';

/** Reminders go out a day before the scan (or at once when the scan is sooner). */
export const REMINDER_LEAD_MS = 24 * 3600_000;

interface PaidOrder {
  id: string;
  number: number;
  totalMinor: number;
  currency: string;
  locale: string;
  country: string;
  slotStartsAt: Date | null;
  slotTimeZone: string | null;
  /** `skin` orders are skinnsi's: their messages say so and remind a session, not a scan. */
  bookingKind: string | null;
}

/** A locale from what we stored (a locale id, or a URL segment such as `uae-ar`); English for India otherwise. */
export function localeFrom(stored: string | null | undefined): Locale {
  if (!stored) return DEFAULT_LOCALE;
  if (isLocale(stored)) return stored;
  const bySegment = localeBySegment(stored);
  return bySegment ? (bySegment.id as Locale) : DEFAULT_LOCALE;
}

/** The SMS copy (`messages/{lang}/sms.json`) of a locale's language. */
export async function smsCopy(locale: Locale) {
  const sms = await loadNamespace<typeof smsCatalogue>(localeInfo(locale).language, 'sms');
  return createTranslator({ locale, messages: { sms }, namespace: 'sms' });
}

/**
 * Order confirmation (sent now) and the booking reminder (queued for the day before), in the language the order
 * was placed in, written to the outbox inside the crediting transaction so a credited order always has its
 * messages. Delivery happens after commit.
 */
export async function queueOrderMessages(
  tx: Executor,
  order: PaidOrder,
  phone: string,
  now = new Date(),
): Promise<void> {
  const locale = localeFrom(order.locale);
  const t = await smsCopy(locale);
  const number = orderNumber(order.number);
  const link = absoluteUrl(`/toothsi/my-account/orders/${order.id}`, locale);
  const total = formatMoney({ amountMinor: order.totalMinor, currency: order.currency as Currency }, locale);
  const skin = order.bookingKind === 'skin';
  const rows: Array<typeof outboxMessages.$inferInsert> = [
    {
      recipient: phone,
      purpose: 'order',
      provider: 'queue',
      body:
        order.totalMinor === 0
          ? t(skin ? 'skinBookingConfirmed' : 'bookingConfirmed', { number, link })
          : t(skin ? 'skinPaid' : 'paid', { total, number, link }),
    },
  ];
  if (order.slotStartsAt) {
    const when = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: order.slotTimeZone ?? timeZoneOf(order.country as Country),
    }).format(order.slotStartsAt);
    rows.push({
      recipient: phone,
      purpose: 'reminder',
      provider: 'queue',
      body: t(skin ? 'skinReminder' : 'reminder', { when, link }),
      sendAfter: new Date(Math.max(now.getTime(), order.slotStartsAt.getTime() - REMINDER_LEAD_MS)),
    });
  }
  await tx.insert(outboxMessages).values(rows);
}

/** "A slot opened" to everyone who asked about that day, in the language they last chose on the site. */
export async function queueSlotOpenMessages(
  tx: Executor,
  waiting: Array<{ userId: string; date: string }>,
): Promise<void> {
  if (waiting.length === 0) return;
  const people = await tx
    .select({ id: users.id, phone: users.phone, language: users.preferredLanguage })
    .from(users)
    .where(
      inArray(
        users.id,
        waiting.map((w) => w.userId),
      ),
    );
  const rows: Array<typeof outboxMessages.$inferInsert> = [];
  for (const w of waiting) {
    const person = people.find((p) => p.id === w.userId);
    if (!person) continue;
    const locale = localeFrom(person.language);
    const t = await smsCopy(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${w.date}T12:00:00Z`),
    );
    rows.push({
      recipient: person.phone,
      purpose: 'slot_open',
      provider: 'queue',
      body: t('slotOpen', { date, link: absoluteUrl('/my-account/select-schedule', locale) }),
    });
  }
  if (rows.length) await tx.insert(outboxMessages).values(rows);
}

/**
 * Sends queued messages that are due through the SMS provider and marks each sent (or its error). Runs after a
 * crediting transaction commits and on a timer for reminders; a failure is kept on the row and never thrown.
 */
export async function dispatchDueMessages(now = new Date()): Promise<number> {
  const due = await db()
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.provider, 'queue'),
        isNull(outboxMessages.sentAt),
        isNull(outboxMessages.error),
        or(isNull(outboxMessages.sendAfter), lte(outboxMessages.sendAfter, now)),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt))
    .limit(50);
  const provider = smsProvider();
  let sent = 0;
  for (const row of due) {
    // Claim the row first so two dispatchers never send one message twice.
    const [claimed] = await db()
      .update(outboxMessages)
      .set({ provider: `${provider.name}:sending` })
      .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.provider, 'queue')))
      .returning({ id: outboxMessages.id });
    if (!claimed) continue;
    try {
      await provider.deliver({ to: row.recipient, body: row.body, purpose: row.purpose as SmsMessage['purpose'] });
      await db()
        .update(outboxMessages)
        .set({ provider: provider.name, sentAt: new Date() })
        .where(eq(outboxMessages.id, row.id));
      sent++;
    } catch (error) {
      await db()
        .update(outboxMessages)
        .set({ provider: provider.name, error: (error as Error).message.slice(0, 300) })
        .where(eq(outboxMessages.id, row.id));
    }
  }
  return sent;
}
