import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Country, Locale } from '@/i18n/locales';
import { ticketNumber } from '@/lib/feedback';
import { normalisePhone } from '@/lib/phone';
import type { SupportTicket } from '@/lib/api/feedback-contracts';
import { db } from '@/server/db/client';
import { callbackRequests, supportTickets, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { sendFeedbackLink } from './links';

type TicketRow = typeof supportTickets.$inferSelect;

function toTicket(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    number: ticketNumber(row.number),
    status: row.status === 'resolved' ? 'resolved' : 'open',
    topic: row.topic,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** Opens a ticket for a number (the customer's account found by it), maybe from one of their callback requests. */
export async function openTicket(input: {
  phone: string;
  country: Country;
  topic: string;
  locale: Locale;
  callbackRequestId?: string;
}): Promise<SupportTicket> {
  const phone = normalisePhone(input.phone, input.country);
  if (!phone.ok)
    throw new AppError('VALIDATION_FAILED', 'Enter a valid mobile number.', [
      { path: 'body.phone', message: 'Enter a valid mobile number.', code: 'phoneInvalid' },
    ]);
  if (input.callbackRequestId) {
    const [callback] = await db()
      .select({ id: callbackRequests.id })
      .from(callbackRequests)
      .where(and(eq(callbackRequests.id, input.callbackRequestId), eq(callbackRequests.phone, phone.e164)));
    if (!callback)
      throw new AppError('VALIDATION_FAILED', 'No callback request of this number has that id.', [
        { path: 'body.callbackRequestId', message: 'is not a callback request of this number', code: 'invalidField' },
      ]);
  }
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.phone, phone.e164));
  const [row] = await db()
    .insert(supportTickets)
    .values({
      phone: phone.e164,
      country: phone.country,
      userId: user?.id ?? null,
      callbackRequestId: input.callbackRequestId ?? null,
      topic: input.topic,
      locale: input.locale,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Could not open the ticket.');
  return toTicket(row);
}

/** Resolves a ticket (again: no-op) and texts the customer the signed link to its care form. */
export async function resolveTicket(
  id: string,
  now = new Date(),
): Promise<{ ticket: SupportTicket; feedbackUrl: string }> {
  const [current] = await db().select().from(supportTickets).where(eq(supportTickets.id, id));
  if (!current) throw new AppError('NOT_FOUND', 'We could not find this ticket.');
  const [row] = current.resolvedAt
    ? [current]
    : await db()
        .update(supportTickets)
        .set({ status: 'resolved', resolvedAt: now })
        .where(eq(supportTickets.id, id))
        .returning();
  if (!row) throw new AppError('INTERNAL', 'Could not resolve the ticket.');
  const { url } = await sendFeedbackLink(
    {
      kind: 'careform',
      phone: row.phone,
      country: row.country as Country,
      locale: row.locale as Locale,
      ticketId: row.id,
      ticketNumber: row.number,
    },
    now,
  );
  return { ticket: toTicket(row), feedbackUrl: url };
}

/** A ticket's number for its care form's page, or null when there is no such ticket. */
export async function ticketForPage(id: string): Promise<{ number: string } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db()
    .select({ number: supportTickets.number })
    .from(supportTickets)
    .where(eq(supportTickets.id, id));
  return row ? { number: ticketNumber(row.number) } : null;
}
