import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { FAQ_GROUPS, FAQ_TOPICS, faqAnchor } from '@/components/support/faq-data';
import { CALLBACK_REASONS } from '@/lib/support-requests';
import { appRoutes, matchesRoute } from '@/lib/app-routes';

const isKnownRoute = (path: string) => matchesRoute(appRoutes(), path);
import { CONTENT_LOCALES } from '@/i18n/locales';
import { contactUsSchema, legalDocumentSchema } from '@/server/content/schemas';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const faqs = json('messages/en/faqs.json') as {
  items: Record<string, { q: string; a: string }>;
  topics: Record<string, { title: string; blurb: string }>;
};

describe('the FAQ page', () => {
  const items = FAQ_GROUPS.flatMap((g) => g.topics.flatMap((t) => t.items));

  it('has a question and an answer for every listed key, and no message without a question', () => {
    for (const item of items) {
      expect(faqs.items[item.key]?.q, item.key).toBeTruthy();
      expect(faqs.items[item.key]?.a, item.key).toBeTruthy();
    }
    expect(Object.keys(faqs.items).sort()).toEqual(items.map((i) => i.key).sort());
    for (const topic of FAQ_TOPICS)
      expect(faqs.topics[topic.key], topic.key).toMatchObject({ title: expect.any(String), blurb: expect.any(String) });
  });

  it('gives every question and topic an anchor of its own, and links only to our routes', () => {
    const anchors = [...items.map((i) => faqAnchor(i.key)), ...FAQ_TOPICS.map((t) => t.key)];
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(faqAnchor('freeScan')).toBe('free-scan');
    for (const item of items)
      if (item.more) expect(isKnownRoute(item.more.href.split('#')[0] ?? ''), item.more.href).toBe(true);
  });
});

describe('callback reasons', () => {
  it('are the seven of spec §9, as many as the contact-us content lists in every content locale', () => {
    expect(CALLBACK_REASONS).toHaveLength(7);
    for (const locale of CONTENT_LOCALES) {
      let raw: unknown;
      try {
        raw = json(`content/${locale}/toothsi-contact-us.json`);
      } catch {
        continue; // a locale without its own record reads another through the fallback chain
      }
      const contact = contactUsSchema.parse(raw);
      expect(
        contact.callbackReasons.map((r) => r.id),
        locale,
      ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });
});

describe('legal content', () => {
  it.each(['legal-terms-of-use', 'legal-privacy-policy', 'legal-covid-19'])(
    '%s: English and Arabic say the same sections for the Gulf, with unique ids',
    (key) => {
      const en = legalDocumentSchema.parse(json(`content/en/${key}.json`));
      const ar = legalDocumentSchema.parse(json(`content/ar/${key}.json`));
      const gulf = (doc: typeof en) =>
        doc.sections.filter((s) => !s.markets || s.markets.includes('AE')).map((s) => s.id);
      expect(gulf(ar)).toEqual(gulf(en));
      for (const doc of [en, ar]) expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    },
  );

  it('the privacy policy names India’s grievance officer and how to ask for deletion', () => {
    const en = legalDocumentSchema.parse(json('content/en/legal-privacy-policy.json'));
    const india = en.sections.find((s) => s.id === 'india');
    expect(india?.markets).toEqual(['IN']);
    expect(india?.paragraphs.join(' ')).toMatch(/Grievance Officer/);
    expect(en.sections.some((s) => s.id === 'delete')).toBe(true);
  });
});
