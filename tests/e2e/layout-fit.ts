import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LOCALES, type UiLanguage } from '@/i18n/locales';
import { BITE_PROBLEM_PATHS } from '@/lib/section-routes';
import { ACNE_CONDITIONS, acneConditionPath } from '@/lib/skin-pages';
import { SITEMAP_ROUTES } from '@/lib/sitemap-routes';
import { blogCategoryPath, blogPostPath } from '@/lib/blog';

/** The nine UI languages, each with the URL prefix of its first market (`''` for India's English, `/uae-ar`…). */
export const LANGUAGE_PREFIXES: ReadonlyArray<{ language: UiLanguage; prefix: string }> = LOCALES.filter(
  (l, i) => LOCALES.findIndex((other) => other.language === l.language) === i,
).map((l) => ({ language: l.language, prefix: l.segment === 'en' ? '' : `/${l.segment}` }));

/**
 * One URL per page template of the sitemap (app/sitemap.ts): its fixed routes, with the seven bite-problem pages and
 * the three acne conditions (one template each) represented by their first, and the blog's category and post pages.
 */
export function sitemapTemplates(): string[] {
  const sameTemplate = new Set<string>([
    ...BITE_PROBLEM_PATHS.slice(1),
    ...ACNE_CONDITIONS.slice(1).map(acneConditionPath),
  ]);
  const oralCare = JSON.parse(readFileSync('content/en/blog-oral-care.json', 'utf8')) as {
    posts: Array<{ slug: string }>;
  };
  const firstPost = oralCare.posts[0]?.slug;
  if (!firstPost) throw new Error('no oral-care blog post in content/en');
  return [
    ...SITEMAP_ROUTES.filter((route) => !sameTemplate.has(route)),
    blogCategoryPath('oral-care'),
    blogPostPath('oral-care', firstPost),
  ];
}

export interface Overflow {
  /** The document is wider than the viewport: the page scrolls sideways. */
  documentWidth: number;
  viewportWidth: number;
  /** Visible elements reaching past either side of the viewport (a tag, class and text sample each). */
  elements: string[];
}

/**
 * What sticks out of the viewport sideways on the page as it is: the document's scroll width, and every visible
 * element whose box reaches past the viewport's start or end. Elements inside a box that clips or scrolls sideways
 * (a carousel, a cropped picture) are that box's business: the box itself is checked. `html` and `body` clipping
 * does not count: it would hide content, not fit it.
 */
export async function horizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const clippedBy = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const describe = (element: Element, box: DOMRect) => {
      const name = element.tagName.toLowerCase();
      const testId = element.getAttribute('data-testid');
      const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${name}${testId ? `[data-testid=${testId}]` : ''}${className ? `.${className}` : ''} ${Math.round(box.left)}..${Math.round(box.right)} "${text}"`;
    };
    const elements: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left >= -1 && box.right <= viewportWidth + 1) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const style = getComputedStyle(element);
      if (style.clipPath !== 'none' || (style.position === 'fixed' && style.transform !== 'none')) continue;
      if (clippedBy(element)) continue;
      elements.push(describe(element, box));
    }
    return { documentWidth: document.documentElement.scrollWidth, viewportWidth, elements: elements.slice(0, 8) };
  });
}
