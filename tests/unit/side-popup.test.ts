import { describe, expect, it } from 'vitest';
import { popupDelayMs, popupEligible, popupHref, type SidePopupRules } from '@/lib/side-popup';
import { sidePopupSchema } from '@/server/content/schemas';
import content from '@/content/en/toothsi-config.json';

const rules: SidePopupRules = sidePopupSchema.parse(content);

describe('aligner home side popup (spec §3, §4, §9)', () => {
  it('uses the spec’s settings: time trigger after 5 seconds, border 4, radius 12, dark background', () => {
    expect(popupDelayMs(rules)).toBe(5000);
    const parsed = sidePopupSchema.parse(content);
    expect(parsed.styles).toMatchObject({ borderWidth: 4, borderRadius: 12 });
    expect(parsed.styles.background).toMatch(/^#1[0-9a-f]{5}$/i);
    expect(parsed.layout[0]?.type).toBe('video');
  });

  it('shows only on the aligner home, on enabled surfaces, and not again once dismissed', () => {
    expect(popupEligible(rules, { path: '/toothsi', surface: 'mobile', dismissed: false })).toBe(true);
    expect(popupEligible(rules, { path: '/toothsi/pricing', surface: 'mobile', dismissed: false })).toBe(false);
    expect(popupEligible(rules, { path: '/toothsi', surface: 'desktop', dismissed: true })).toBe(false);
    expect(popupEligible({ ...rules, app: false }, { path: '/toothsi', surface: 'app', dismissed: false })).toBe(false);
    expect(
      popupEligible({ ...rules, isVisible: false }, { path: '/toothsi', surface: 'desktop', dismissed: false }),
    ).toBe(false);
    expect(
      popupEligible(
        { ...rules, exactPath: [], includedPath: ['/toothsi'] },
        { path: '/toothsi/braces', surface: 'desktop', dismissed: false },
      ),
    ).toBe(true);
  });

  it('tags its link with its own campaign, unless the visitor brought their own', () => {
    expect(popupHref(rules, {})).toBe(
      '/toothsi/pricing?utm_source=toothsi_web&utm_medium=side_popup&utm_campaign=aligner_story&utm_content=video',
    );
    expect(popupHref(rules, { utm_source: 'google', coupon: 'SMILE' })).toBe(
      '/toothsi/pricing?utm_source=google&coupon=SMILE',
    );
  });
});
