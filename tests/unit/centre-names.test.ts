import { describe, expect, it } from 'vitest';
import { centreAddress, centreName } from '@/lib/centre-names';
import { MARKETS } from '@/lib/markets';
import { CLINIC_SEED } from '@/server/db/commerce-seed';

describe('centre names in the page language', () => {
  it('writes our centres as each language names an experience centre, keeping the area', () => {
    expect(centreName('toothsi experience centre, Bandra', 'en')).toBe('toothsi experience centre, Bandra');
    expect(centreName('toothsi experience centre, Bandra', 'hi')).toBe('toothsi एक्सपीरियंस सेंटर, Bandra');
    // A Gulf centre's area as Arabic writes it (issue 29 item 6).
    expect(centreName('toothsi experience centre, Jumeirah', 'ar')).toBe('مركز تجربة toothsi، جميرا');
    expect(centreName('toothsi experience centre, Jumeirah', 'en')).toBe('toothsi experience centre, Jumeirah');
  });

  it('names a centre under skinnsi for a skin visit, never as a toothsi centre (issue 30 item 8)', () => {
    expect(centreName('toothsi experience centre, Bandra', 'en', 'skinnsi')).toBe('skinnsi centre, Bandra');
    expect(centreName('toothsi experience centre, Jumeirah', 'ar', 'skinnsi')).toBe('مركز skinnsi، جميرا');
    for (const centre of CLINIC_SEED)
      for (const language of ['en', 'hi', 'kn', 'mr', 'te', 'ta', 'bn', 'gu', 'ar'] as const)
        expect(centreName(centre.name, language, 'skinnsi'), centre.name).not.toMatch(/toothsi/);
  });

  it('leaves any other name as it came', () => {
    expect(centreName('Smile Dental Clinic', 'ta')).toBe('Smile Dental Clinic');
  });

  it('knows every seeded centre, so none shows the English words on an Indian-language page', () => {
    for (const centre of CLINIC_SEED)
      expect(centreName(centre.name, 'ta'), centre.name).not.toContain('experience centre');
  });

  it("writes every Gulf centre's address in Arabic on Arabic pages, and keeps it in English on English pages (issue 29 item 6)", () => {
    const gulf = new Set(Object.values(MARKETS).flatMap((m) => (m.country === 'IN' ? [] : (m.centreCities ?? []))));
    const centres = CLINIC_SEED.filter((c) => gulf.has(c.city));
    expect(centres.length).toBeGreaterThan(0);
    for (const centre of centres) {
      expect(centreAddress(centre.address, 'ar'), centre.address).not.toMatch(/[A-Za-z]/);
      expect(centreName(centre.name, 'ar').replace('toothsi', ''), centre.name).not.toMatch(/[A-Za-z]/);
      expect(centreAddress(centre.address, 'en')).toBe(centre.address);
    }
    expect(centreAddress('Ground floor, Jumeirah Town Centre, Jumeirah Beach Road, Dubai', 'ar')).toContain('دبي');
    // Indian centres keep their street, with the city in the page's language.
    expect(centreAddress('Road No. 12, Banjara Hills, Hyderabad', 'te')).toBe('Road No. 12, Banjara Hills, హైదరాబాద్');
  });
});
