import { readFileSync } from 'node:fs';
import { localeBySegment } from '@/i18n/locales';
import { expect, hydrated, test } from './test';
import { expectNoSeriousA11yViolations } from './helpers';

/**
 * Issue 29 items 4 and 5: pages the spec does not put behind sign-in show their public part with a sign-in button
 * that comes back to them, and the header's and site config's campaign content is shown where the spec puts it
 * (the burger menu's banners and socials; the WhatsApp chat's first message by `utm_source`).
 */

const MARKETS = ['', '/hi', '/uae-en', '/uae-ar'] as const;

interface HeaderContent {
  retailBanner: { title: string; redirectionUrl: string };
  smileAiBanner: { title: string; redirectionUrl: string };
  socials: Array<{ name: string; url: string }>;
}

function contentOf(prefix: string) {
  const locale = localeBySegment(prefix.slice(1) || 'en');
  if (!locale) throw new Error(`no locale for ${prefix}`);
  const read = (file: string) => JSON.parse(readFileSync(`content/${locale.contentLocale}/${file}`, 'utf8')) as unknown;
  const find = (value: unknown, key: string): unknown => {
    if (value && typeof value === 'object') {
      if (key in value) return (value as Record<string, unknown>)[key];
      for (const child of Object.values(value)) {
        const found = find(child, key);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  const header = read('ub-header.json');
  return {
    header: {
      retailBanner: find(header, 'retailBanner'),
      smileAiBanner: find(header, 'smileAiBanner'),
      socials: find(header, 'socials'),
    } as HeaderContent,
    whatsApp: find(read('sitrus-config.json'), 'utmBasedWhatsAppConfig') as Array<{
      utmSource: string;
      message: string;
    }>,
  };
}

function chatText(href: string | null): string | null {
  return href ? new URL(href).searchParams.get('text') : null;
}

for (const prefix of MARKETS) {
  const name = prefix || '/';

  test(`${name}: my account and writing a review show a visitor their public part and a sign-in that comes back`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/my-account`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/my-account`);
    const landing = page.getByTestId('account-landing');
    await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(landing.getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await landing.getByRole('link').first().click();
    await page.waitForURL(
      (url) => url.pathname === `${prefix}/sign-in` && url.searchParams.get('next') === '/my-account',
    );

    await page.goto(`${prefix}/review/add?subject=product%3A101`);
    const reviews = page.getByTestId('reviews-sign-in');
    await expect(reviews).toBeVisible();
    const signIn = reviews.getByRole('link').first();
    const href = new URL((await signIn.getAttribute('href')) ?? '', page.url());
    expect(href.pathname).toBe(`${prefix}/sign-in`);
    expect(href.searchParams.get('next')).toBe('/review/add?subject=product%3A101');
    // The other way on: the reviews customers have already written.
    await expect(reviews.getByRole('link').nth(1)).toHaveAttribute('href', `${prefix}/skinnsi/skinnsi-reviews`);
  });

  test(`${name}: the burger menu shows the header's banners and social accounts`, async ({ page }) => {
    const { header } = contentOf(prefix);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(prefix || '/');
    await hydrated(page);
    await page.locator('[data-burger]').click();
    const menu = page.getByRole('dialog');
    const retail = menu.getByTestId('menu-banner-retail');
    await expect(retail).toContainText(header.retailBanner.title);
    await expect(menu.getByTestId('menu-banner-smileAi')).toContainText(header.smileAiBanner.title);
    expect(new URL((await retail.getAttribute('href')) ?? '', page.url()).pathname).toBe(`${prefix}/experience-centre`);
    for (const social of header.socials) {
      const link = menu.getByRole('link', { name: social.name, exact: true });
      await expect(link).toHaveAttribute('href', social.url);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test(`${name}: the WhatsApp chat opens with the campaign's message, on the landing page and after it`, async ({
    page,
  }) => {
    const { whatsApp } = contentOf(prefix);
    const instagram = whatsApp.find((entry) => entry.utmSource === 'instagram');
    expect(instagram).toBeDefined();
    const button = page.getByTestId('whatsapp-button');

    await page.goto(`${prefix}/toothsi/why-toothsi`);
    await hydrated(page);
    const standard = chatText(await button.getAttribute('href'));
    expect(standard).toBeTruthy();
    expect(whatsApp.map((entry) => entry.message)).not.toContain(standard);

    await page.goto(`${prefix}/toothsi/why-toothsi?utm_source=Instagram&utm_medium=social`);
    await hydrated(page);
    await expect.poll(async () => chatText(await button.getAttribute('href'))).toBe(instagram?.message);
    // Further on in the visit, without the parameter in the address, the campaign still names the chat.
    await page.goto(`${prefix}/about-us`);
    await hydrated(page);
    await expect.poll(async () => chatText(await button.getAttribute('href'))).toBe(instagram?.message);
  });
}
