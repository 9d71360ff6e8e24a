import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isNpsReason, npsBand, type FeedbackLinkKind, type NpsBand } from '@/lib/feedback';
import type { CareformAnswer, CustomerFeedback, NpsAnswer } from '@/lib/api/feedback-contracts';
import { db, type Executor } from '@/server/db/client';
import { feedbackLinks, feedbackResponses, supportTickets } from '@/server/db/schema';
import { AppError, sqlState } from '@/server/errors';
import { linkState, type FeedbackLink } from './links';

const linkInvalid = () =>
  new AppError('VALIDATION_FAILED', 'This link is not valid. Open the link from your SMS.', [
    { path: 'body.token', message: 'is not a valid link', code: 'linkInvalid' },
  ]);
const alreadyAnswered = () =>
  new AppError('CONFLICT', 'This has already been answered. Thank you!', [
    { path: 'body.token', message: 'is already answered', code: 'alreadyAnswered' },
  ]);

/** Why a token cannot be answered, as the error the API answers. */
async function refusal(token: string, kind: FeedbackLinkKind, now: Date): Promise<AppError> {
  const state = await linkState(token, kind, now);
  if (state.state === 'answered') return alreadyAnswered();
  if (state.state === 'expired')
    return new AppError('UNPROCESSABLE', 'This link has expired.', [
      { path: 'body.token', message: 'has expired', code: 'linkExpired' },
    ]);
  return linkInvalid();
}

/**
 * Marks the token's link answered and stores the answer in one transaction: the conditional update lets exactly one
 * of two racing answers through, and the answer's unique link (and, for a care form, ticket) backs it up.
 */
async function answerOnce(
  token: string,
  kind: FeedbackLinkKind,
  now: Date,
  write: (tx: Executor, link: FeedbackLink) => Promise<void>,
): Promise<FeedbackLink> {
  const state = await linkState(token, kind, now);
  if (state.state !== 'open') throw await refusal(token, kind, now);
  try {
    return await db().transaction(async (tx) => {
      const [claimed] = await tx
        .update(feedbackLinks)
        .set({ answeredAt: now })
        .where(
          and(eq(feedbackLinks.id, state.link.id), isNull(feedbackLinks.answeredAt), gt(feedbackLinks.expiresAt, now)),
        )
        .returning();
      if (!claimed) throw alreadyAnswered();
      await write(tx, claimed);
      return claimed;
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw alreadyAnswered();
    throw error;
  }
}

/** Answers an NPS survey from its link: the score, the follow-up reason of its band (checked), a comment. */
export async function answerNps(input: NpsAnswer, now = new Date()): Promise<{ band: NpsBand }> {
  if (input.reason && !isNpsReason(input.survey, input.score, input.reason)) {
    throw new AppError('VALIDATION_FAILED', 'Choose one of the answers offered.', [
      { path: 'body.reason', message: "is not an answer of the score's question", code: 'invalidField' },
    ]);
  }
  await answerOnce(input.token, input.survey, now, async (tx, link) => {
    await tx.insert(feedbackResponses).values({
      kind: input.survey,
      linkId: link.id,
      userId: link.userId,
      score: input.score,
      reason: input.reason || null,
      comment: input.comment || null,
      source: input.source,
      locale: link.locale,
    });
  });
  return { band: npsBand(input.score) };
}

/** A ticket's care form: 404 for an unknown ticket, once per ticket, from the link sent for that ticket only. */
export async function answerCareform(ticketId: string, input: CareformAnswer, now = new Date()): Promise<void> {
  const [ticket] = await db()
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  if (!ticket) throw new AppError('NOT_FOUND', 'We could not find this ticket.');
  const state = await linkState(input.token, 'careform', now);
  if (state.state === 'open' && state.link.ticketId !== ticketId) throw linkInvalid();
  await answerOnce(input.token, 'careform', now, async (tx, link) => {
    await tx.insert(feedbackResponses).values({
      kind: 'careform',
      linkId: link.id,
      ticketId,
      userId: link.userId,
      score: input.rating,
      reason: input.outcome,
      comment: input.comment || null,
      source: input.source,
      locale: link.locale,
    });
  });
}

/** Customer feedback: from a link (once), or as the signed-in customer; neither is a 401. */
export async function answerCustomerFeedback(
  input: CustomerFeedback,
  userId: string | null,
  now = new Date(),
): Promise<void> {
  const values = {
    kind: 'customer',
    score: input.rating,
    reason: input.topic,
    comment: input.comment || null,
    source: input.source,
  } as const;
  if (input.token) {
    await answerOnce(input.token, 'customer', now, async (tx, link) => {
      await tx
        .insert(feedbackResponses)
        .values({ ...values, linkId: link.id, userId: link.userId, locale: link.locale });
    });
    return;
  }
  if (!userId) throw new AppError('UNAUTHORIZED', 'Please sign in, or open the link from your SMS.');
  await db()
    .insert(feedbackResponses)
    .values({ ...values, userId, locale: input.locale });
}

/** Whether a ticket's care form was answered; null for an unknown ticket. */
export async function careformAnswered(ticketId: string): Promise<boolean | null> {
  const [ticket] = await db()
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  if (!ticket) return null;
  const [answer] = await db()
    .select({ id: feedbackResponses.id })
    .from(feedbackResponses)
    .where(and(eq(feedbackResponses.ticketId, ticketId), eq(feedbackResponses.kind, 'careform')))
    .limit(1);
  return Boolean(answer);
}
