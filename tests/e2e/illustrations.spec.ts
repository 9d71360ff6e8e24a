import { expect, test, type Page } from '@playwright/test';

/*
 * Our drawings as a customer meets them (docs/illustrations.md): every picture loads, keeps its box while it loads,
 * says what it shows (or is marked decorative), waits to load until it is near when it sits below the first
 * screen, and in Arabic only the drawings with a direction are mirrored.
 */

interface Shot {
  src: string;
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  top: number;
  transform: string;
}

async function drawings(page: Page): Promise<Shot[]> {
  return page.locator('main img[src^="/images/"]').evaluateAll((images) =>
    images.map((node) => {
      const img = node as HTMLImageElement;
      return {
        src: img.getAttribute('src') ?? '',
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        top: img.getBoundingClientRect().top + window.scrollY,
        transform: getComputedStyle(img).transform,
      };
    }),
  );
}

/** Scroll to the end so lazy pictures load, then wait for every one of them. */
async function loadAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  const images = page.locator('main img[src^="/images/"]');
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all
          .filter((img) => !((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
          .map((img) => img.getAttribute('src')),
      ),
    )
    .toEqual([]);
}

const PAGES: Array<{ path: string; expect: RegExp[] }> = [
  {
    path: '/',
    expect: [
      /\/images\/heroes\/home\.svg$/,
      // A picture on every offering card and every step of the journey.
      /\/images\/offerings\/aligners\.svg$/,
      /\/images\/offerings\/teens\.svg$/,
      /\/images\/offerings\/oral-care\.svg$/,
      /\/images\/offerings\/retainers\.svg$/,
      /\/images\/offerings\/whitening\.svg$/,
      /\/images\/offerings\/laser\.svg$/,
      /\/images\/offerings\/hydra-facial\.svg$/,
      /\/images\/offerings\/dermafacial\.svg$/,
      /\/images\/offerings\/acne\.svg$/,
      /\/images\/offerings\/skincare\.svg$/,
      /\/images\/steps\/scan\.svg$/,
      /\/images\/steps\/smile\.svg$/,
    ],
  },
  {
    path: '/skinnsi/laser-hair-removal',
    expect: [
      /\/images\/heroes\/laser\.svg$/,
      /\/images\/areas\/face\.svg$/,
      /\/images\/areas\/arms\.svg$/,
      /\/images\/areas\/legs\.svg$/,
      /\/images\/areas\/full-body\.svg$/,
      /\/images\/explainers\/laser-follicle\.svg$/,
      /\/images\/explainers\/laser-session\.svg$/,
    ],
  },
  { path: '/skinnsi/hydra-facial-treatment', expect: [/\/images\/heroes\/hydra-facial\.svg$/] },
  { path: '/hi/skinnsi/dermafacial-at-home', expect: [/\/images\/heroes\/dermafacial\.svg$/] },
  { path: '/uae-ar/skinnsi/acne-treatment', expect: [/\/images\/heroes\/acne\.svg$/] },
  { path: '/skinnsi/anti-ageing-wrinkles-causes-treatment', expect: [/\/images\/heroes\/anti-ageing\.svg$/] },
  { path: '/toothsi/how-it-works', expect: [/\/images\/steps\/plan\.svg$/, /\/images\/steps\/delivery\.svg$/] },
  {
    path: '/toothsi',
    expect: [
      /\/images\/heroes\/toothsi\.svg$/,
      /\/images\/cases\/crowding-before\.svg$/,
      /\/images\/cases\/crowding-after\.svg$/,
    ],
  },
  { path: '/skinnsi', expect: [/\/images\/heroes\/skinnsi\.svg$/, /\/images\/people\/therapist-1\.svg$/] },
  {
    path: '/toothsi/deep-bite-teeth-correction',
    expect: [/\/images\/cases\/deep-bite-before\.svg$/, /\/images\/cases\/deep-bite-after\.svg$/],
  },
  {
    path: '/toothsi/results',
    expect: [/\/images\/cases\/open-bite-before\.svg$/, /\/images\/cases\/underbite-after\.svg$/],
  },
  { path: '/about-us', expect: [/\/images\/people\/doctor-1\.svg$/, /\/images\/people\/doctor-2\.svg$/] },
  { path: '/experience-centre', expect: [/\/images\/heroes\/experience-centre\.svg$/] },
  {
    path: '/toothsi/products/101/removable-retainer',
    expect: [/\/images\/products\/retainer\.svg$/, /\/images\/products\/retainer-box\.svg$/],
  },
];

for (const { path, expect: wanted } of PAGES) {
  test(`${path}: our drawings load, keep their size, say what they show, and wait below the first screen`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const viewport = page.viewportSize()?.height ?? 844;
    const shots = await drawings(page);
    for (const pattern of wanted)
      expect(
        shots.map((s) => s.src),
        `${pattern}`,
      ).toContainEqual(expect.stringMatching(pattern));
    for (const shot of shots) {
      expect(Number(shot.width), `${shot.src} width`).toBeGreaterThan(0);
      expect(Number(shot.height), `${shot.src} height`).toBeGreaterThan(0);
      expect(shot.alt, `${shot.src} alt`).not.toBeNull();
      if (shot.top > viewport * 1.5) expect(shot.loading, `${shot.src} below the fold`).toBe('lazy');
    }
    // Every named drawing (not an arrow or a thumbnail) says what it shows.
    for (const shot of shots.filter((s) => /\/(heroes|cases\/(?!arrow)|people|explainers)\//.test(s.src)))
      expect(shot.alt, shot.src).not.toBe('');
    await loadAll(page);
  });
}

test('in Arabic the hero and the before-to-after arrow are mirrored; teeth and products are not', async ({ page }) => {
  await page.goto('/uae-ar/toothsi');
  const shots = await drawings(page);
  const mirrored = (pattern: RegExp) => shots.filter((s) => pattern.test(s.src)).map((s) => s.transform);
  expect(mirrored(/heroes\/toothsi/)).toEqual(['matrix(-1, 0, 0, 1, 0, 0)']);
  expect(mirrored(/cases\/arrow/)).toEqual(['matrix(-1, 0, 0, 1, 0, 0)']);
  expect(mirrored(/cases\/crowding-(before|after)/)).toEqual(['none', 'none']);
  expect(shots.find((s) => /heroes\/toothsi/.test(s.src))?.alt).toMatch(/[\u0600-\u06FF]/);

  await page.goto('/uae-ar/toothsi/products/101/removable-retainer');
  for (const shot of (await drawings(page)).filter((s) => s.src.includes('/products/')))
    expect(shot.transform, shot.src).toBe('none');

  await page.goto('/toothsi');
  expect((await drawings(page)).find((s) => /heroes\/toothsi/.test(s.src))?.transform).toBe('none');
});
