import { describe, expect, it } from 'vitest';
import { centreName } from '@/lib/centre-names';
import { CLINIC_SEED } from '@/server/db/commerce-seed';

describe('centre names in the page language', () => {
  it('writes our centres as each language names an experience centre, keeping the area', () => {
    expect(centreName('toothsi experience centre, Bandra', 'en')).toBe('toothsi experience centre, Bandra');
    expect(centreName('toothsi experience centre, Bandra', 'hi')).toBe('toothsi एक्सपीरियंस सेंटर, Bandra');
    expect(centreName('toothsi experience centre, Jumeirah', 'ar')).toBe('مركز تجربة toothsi، Jumeirah');
  });

  it('names a centre under skinnsi for a skin visit, never as a toothsi centre (issue 30 item 8)', () => {
    expect(centreName('toothsi experience centre, Bandra', 'en', 'skinnsi')).toBe('skinnsi centre, Bandra');
    expect(centreName('toothsi experience centre, Jumeirah', 'ar', 'skinnsi')).toBe('مركز skinnsi، Jumeirah');
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
});
