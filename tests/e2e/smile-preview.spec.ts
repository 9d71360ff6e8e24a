import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousA11yViolations } from './helpers';
import { hydrated } from './test';

const PATH = '/smilepreview/imagegenerated';
const NOTE =
  'An illustration of whiter, straighter-looking teeth, not a treatment plan. Your orthodontist plans your real result from a 3D scan.';

for (const prefix of ['', '/hi', '/uae-ar']) {
  test(`${prefix}${PATH} answers 200 with one h1, no console errors and no serious axe violations`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(`${prefix}${PATH}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
}

test('a visitor uploads a smile photo and sees the before, the illustration and the note, then a scan to book', async ({
  page,
}) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="#c58c6b"/><ellipse cx="160" cy="146" rx="90" ry="36" fill="#8e3b3b"/><rect x="86" y="130" width="148" height="28" rx="10" fill="#e8dcb0"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  await page.goto(PATH);
  await hydrated(page);
  await page.getByRole('button', { name: 'Show my preview' }).click();
  await expect(page.getByText('Choose a photo of your smile.')).toBeVisible();

  await page.getByLabel('Your smile photo').setInputFiles({ name: 'smile.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Show my preview' }).click();
  await expect(page.getByText('Tick the box to agree to how we use your photo.')).toBeVisible();

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Show my preview' }).click();
  const before = page.getByRole('img', { name: 'Your smile photo' });
  const after = page.getByRole('img', { name: 'An illustration of your smile with whiter teeth' });
  await expect(before).toBeVisible({ timeout: 20_000 });
  await expect(after).toBeVisible();
  for (const image of [before, after])
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await expect(page.getByText(NOTE).last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a free scan' })).toHaveAttribute(
    'href',
    /\/my-account\/book-scan$/,
  );
  await expectNoSeriousA11yViolations(page);

  // Another browser (no cookie) cannot read the photo.
  const src = await before.getAttribute('src');
  const stranger = await page.context().browser()!.newContext();
  expect((await stranger.request.get(new URL(src!, page.url()).toString())).status()).toBe(404);
  await stranger.close();
});
