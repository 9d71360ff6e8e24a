import { describe, expect, it } from 'vitest';
import {
  NPS_REASONS,
  NPS_SURVEYS,
  asksForFeedback,
  isNpsReason,
  npsBand,
  rateUsPromptDue,
  rateUsTone,
} from '@/lib/feedback';
import en from '@/messages/en/feedback.json';

const DAY = 86_400_000;

describe('feedback rules', () => {
  it('bands NPS scores: 0–6 detractors, 7–8 passives, 9–10 promoters', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsBand)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ]);
    expect(isNpsReason('retainer_nps', 3, 'fit')).toBe(true);
    expect(isNpsReason('retainer_nps', 10, 'delivery')).toBe(false);
  });

  it('has words for every follow-up answer of every survey', () => {
    for (const survey of NPS_SURVEYS)
      for (const reasons of Object.values(NPS_REASONS[survey]))
        for (const reason of reasons) expect(en.nps.reasons).toHaveProperty(reason);
  });

  it('rate us: low ratings are asked what went wrong, high ones go to the stores', () => {
    expect([1, 2, 3, 4, 5].map(rateUsTone)).toEqual(['bad', 'bad', 'average', 'good', 'good']);
    expect([1, 3, 4].map(asksForFeedback)).toEqual([true, true, false]);
  });

  it('rate us: prompted 90 days after the first paid order, then not for 365 days after an answer or dismissal', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    expect(rateUsPromptDue({ firstPaidAt: null, lastAnsweredAt: null, now })).toBe(false);
    expect(rateUsPromptDue({ firstPaidAt: ago(89.9), lastAnsweredAt: null, now })).toBe(false);
    expect(rateUsPromptDue({ firstPaidAt: ago(90), lastAnsweredAt: null, now })).toBe(true);
    expect(rateUsPromptDue({ firstPaidAt: ago(400), lastAnsweredAt: ago(364), now })).toBe(false);
    expect(rateUsPromptDue({ firstPaidAt: ago(400), lastAnsweredAt: ago(365), now })).toBe(true);
    expect(rateUsPromptDue({ firstPaidAt: ago(30), lastAnsweredAt: null, now, afterDays: 30 })).toBe(true);
  });
});
