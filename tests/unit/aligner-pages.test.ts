import { describe, expect, it } from 'vitest';
import { BITE_PROBLEM_PATHS } from '@/lib/section-routes';
import { BITE_PROBLEMS, bitePath, CASE_TYPES, RESULT_CASES } from '@/lib/bite-problems';
import { SITEMAP_ROUTES } from '@/lib/sitemap-routes';
import { schemaPrice, serialiseJsonLd, faqPage } from '@/lib/structured-data';
import { money } from '@/lib/money';
import { matchesRoute, pageRoutes } from '@/lib/app-routes';

const PAGES = pageRoutes();
const hasPage = (route: string) => matchesRoute(PAGES, route);

describe('bite-problem pages', () => {
  it('are exactly the seven bite routes of lib/section-routes.ts', () => {
    expect(BITE_PROBLEMS.map(bitePath).sort()).toEqual([...BITE_PROBLEM_PATHS].sort());
  });

  it('stay within the typical 6–12 months of treatment', () => {
    for (const p of BITE_PROBLEMS) {
      expect(p.months.min).toBeGreaterThanOrEqual(6);
      expect(p.months.max).toBeLessThanOrEqual(12);
    }
  });
});

describe('results gallery', () => {
  it('has cases of every case type, each 6–12 months', () => {
    expect(new Set(RESULT_CASES.map((r) => r.caseType))).toEqual(new Set(CASE_TYPES));
    for (const r of RESULT_CASES) expect(r.months).toBeGreaterThanOrEqual(6);
    for (const r of RESULT_CASES) expect(r.months).toBeLessThanOrEqual(12);
  });
});

describe('sitemap routes', () => {
  it('lists only routes that exist as pages', () => {
    expect(SITEMAP_ROUTES.length).toBeGreaterThan(0);
    for (const route of SITEMAP_ROUTES) expect(hasPage(route), route).toBe(true);
  });

  it('includes the home page and every bite-problem page', () => {
    expect(SITEMAP_ROUTES).toContain('/');
    for (const route of BITE_PROBLEM_PATHS) expect(SITEMAP_ROUTES).toContain(route);
  });
});

describe('structured data', () => {
  it('writes prices with every minor digit of the currency', () => {
    expect(schemaPrice(money(4_999_900, 'INR'))).toBe('49999.00');
    expect(schemaPrice(money(849_000, 'BHD'))).toBe('849.000');
    expect(schemaPrice(money(5, 'AED'))).toBe('0.05');
  });

  it('escapes < so content cannot close the script element', () => {
    const json = serialiseJsonLd(faqPage([{ question: '</script><script>alert(1)</script>', answer: 'a' }]));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'FAQPage' });
  });
});
