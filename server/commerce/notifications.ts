import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { localeInfo, type Locale } from '../../i18n/locales';
import { absoluteUrl } from '../../i18n/metadata';
import { formatMoney } from '../../lib/money';
import type { Currency } from '../../i18n/locales';
import { db, type Executor } from '../db/client';
import { outboxMessages, users } from '../db/schema';
import { smsProvider, type SmsMessage } from '../sms';
import { orderNumber } from '../../lib/commerce';

/** Reminders go out a day before the scan (or at once when the scan is sooner). */
export const REMINDER_LEAD_MS = 24 * 3600_000;

interface PaidOrder {
  id: string;
  number: number;
  totalMinor: number;
  currency: string;
  locale: string;
  slotStartsAt: Date | null;
  slotTimeZone: string | null;
}

function when(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeInfo(locale as Locale).id, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(instant);
}

/**
 * Order confirmation (sent now) and the booking reminder (queued for the day before), written to the outbox
 * inside the crediting transaction so a credited order always has its messages. Delivery happens after commit.
 */
export async function queueOrderMessages(tx: Executor, order: PaidOrder, phone: string, now = new Date()): Promise<void> {
  const total = formatMoney({ amountMinor: order.totalMinor, currency: order.currency as Currency }, 'en-IN');
  const link = absoluteUrl(`/toothsi/my-account/orders/${order.id}`, 'en-IN');
  const rows: Array<typeof outboxMessages.$inferInsert> = [
    {
      recipient: phone,
      purpose: 'order',
      provider: 'queue',
      body:
        order.totalMinor === 0
          ? `toothsi: your booking ${orderNumber(order.number)} is confirmed. Follow it here: ${link}`
          : `toothsi: we have your payment of ${total} for order ${orderNumber(order.number)}. Follow it here: ${link}`,
    },
  ];
  if (order.slotStartsAt) {
    rows.push({
      recipient: phone,
      purpose: 'reminder',
      provider: 'queue',
      body: `toothsi: your 3D smile scan is on ${when(order.slotStartsAt, 'en-IN', order.slotTimeZone ?? 'Asia/Kolkata')}. Need to change it? Call us or open ${link}`,
      sendAfter: new Date(Math.max(now.getTime(), order.slotStartsAt.getTime() - REMINDER_LEAD_MS)),
    });
  }
  await tx.insert(outboxMessages).values(rows);
}

export async function queueSlotOpenMessages(tx: Executor, waiting: Array<{ userId: string; date: string }>): Promise<void> {
  if (waiting.length === 0) return;
  const people = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, waiting.map((w) => w.userId)));
  const link = absoluteUrl('/my-account/select-schedule', 'en-IN');
  await tx.insert(outboxMessages).values(
    waiting.flatMap((w) => {
      const person = people.find((p) => p.id === w.userId);
      return person ? [{ recipient: person.phone, purpose: 'slot_open', provider: 'queue', body: `toothsi: a scan slot just opened on ${w.date}. Book it before it goes: ${link}` }] : [];
    }),
  );
}

/**
 * Sends queued messages that are due through the SMS provider and marks each sent (or its error). Runs after a
 * crediting transaction commits and on a timer for reminders; a failure is kept on the row and never thrown.
 */
export async function dispatchDueMessages(now = new Date()): Promise<number> {
  const due = await db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.provider, 'queue'), isNull(outboxMessages.sentAt), isNull(outboxMessages.error), or(isNull(outboxMessages.sendAfter), lte(outboxMessages.sendAfter, now))))
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
      await db().update(outboxMessages).set({ provider: provider.name, sentAt: new Date() }).where(eq(outboxMessages.id, row.id));
      sent++;
    } catch (error) {
      await db().update(outboxMessages).set({ provider: provider.name, error: (error as Error).message.slice(0, 300) }).where(eq(outboxMessages.id, row.id));
    }
  }
  return sent;
}
