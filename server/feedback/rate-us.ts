import 'server-only';
import { and, desc, eq, min } from 'drizzle-orm';
import { localeInfo, type Locale } from '@/i18n/locales';
import { rateUsPromptDue, rateUsTone, type FeedbackSource, type RateUsTone } from '@/lib/feedback';
import type { RateUsContent } from '@/lib/api/feedback-contracts';
import { getRateUs } from '@/server/content';
import { db } from '@/server/db/client';
import { feedbackResponses, orders } from '@/server/db/schema';

/**
 * The rate-us flow's content in a locale. Content written in the page's language (English, Arabic) is used as it is;
 * the Indian languages read English content (spec §2), so their words come from the catalogue (`rateUs.copy`).
 */
export async function rateUsContent(
  locale: Locale,
  translate: (
    key: keyof Omit<RateUsContent, 'storeRatingAfterDays' | 'emojis' | 'starImage' | 'storeBadges'>,
  ) => string,
): Promise<RateUsContent> {
  const info = localeInfo(locale);
  const content = await getRateUs(info.contentLocale);
  const ownWords = info.language === 'en' || info.language === 'ar';
  const words = ownWords
    ? {
        title: content.title,
        sorry: content.feedbackMessages.sorry,
        thanks: content.feedbackMessages.thanks,
        ...content.buttons,
        goodMessage: content.goodMessage,
        averageMessage: content.averageMessage,
        badMessage: content.badMessage,
      }
    : {
        title: translate('title'),
        sorry: translate('sorry'),
        thanks: translate('thanks'),
        submit: translate('submit'),
        later: translate('later'),
        rateOnStore: translate('rateOnStore'),
        goodMessage: translate('goodMessage'),
        averageMessage: translate('averageMessage'),
        badMessage: translate('badMessage'),
      };
  return {
    ...words,
    storeRatingAfterDays: content.storeRatingAfterDays,
    emojis: content.emojis,
    starImage: content.starImage,
    storeBadges: content.storeBadges,
  };
}

/** Whether the prompt opens by itself for this customer (lib/feedback.ts rateUsPromptDue). */
export async function rateUsPromptFor(userId: string, afterDays: number, now = new Date()): Promise<boolean> {
  const [[firstPaid], [last]] = await Promise.all([
    db()
      .select({ at: min(orders.paidAt) })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'))),
    db()
      .select({ at: feedbackResponses.createdAt })
      .from(feedbackResponses)
      .where(and(eq(feedbackResponses.userId, userId), eq(feedbackResponses.kind, 'rate_us')))
      .orderBy(desc(feedbackResponses.createdAt))
      .limit(1),
  ]);
  return rateUsPromptDue({ firstPaidAt: firstPaid?.at ?? null, lastAnsweredAt: last?.at ?? null, now, afterDays });
}

/** Stores a rating (and, for a low one, what went wrong); guests' too. Answers what the flow shows next. */
export async function answerRateUs(
  input: { rating: number; comment: string; locale: string; source: FeedbackSource },
  userId: string | null,
): Promise<{ tone: RateUsTone; askStore: boolean }> {
  const tone = rateUsTone(input.rating);
  await db()
    .insert(feedbackResponses)
    .values({
      kind: 'rate_us',
      userId,
      score: input.rating,
      comment: tone === 'good' ? null : input.comment || null,
      source: input.source,
      locale: input.locale,
    });
  return { tone, askStore: tone === 'good' };
}

/** The customer closed the prompt: it stays away for the quiet period. */
export async function dismissRateUs(userId: string, input: { locale: string; source: FeedbackSource }): Promise<void> {
  await db()
    .insert(feedbackResponses)
    .values({ kind: 'rate_us', userId, dismissed: true, source: input.source, locale: input.locale });
}
