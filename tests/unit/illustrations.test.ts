import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BITE_PROBLEMS } from '@/lib/bite-problems';
import {
  ABOUT_TEAM,
  AREA_ZONES,
  CASE_ARROW,
  CASE_ARTS,
  caseArtOf,
  caseDrawings,
  CATEGORY_HEROES,
  EXPLAINERS,
  HEROES,
  OFFERING_DRAWINGS,
  PORTRAITS,
  SKIN_TEAM,
  STEP_DRAWINGS,
  type Drawing,
} from '@/lib/illustrations';
import { galleryOf, PRODUCT_SEED } from '@/server/db/catalog-seed';
import { SKIN_PRODUCT_SEED } from '@/server/db/skin-product-seed';
import en from '@/messages/en/illustrations.json';

/*
 * Our drawings (docs/illustrations.md): every picture a page can ask for exists, and every file follows the rules
 * a browser and a customer depend on: a viewBox, the size the page reserves for it, no fonts, no bitmaps, small.
 */

const PUBLIC = path.resolve('public');
const IMAGES = path.join(PUBLIC, 'images');
const MAX_BYTES = 10 * 1024;

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name.startsWith('.') ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** Every `/images/...` path written in our source (seeds, components, pages, lib, server) and content files. */
function referencedPaths(): Map<string, string> {
  const found = new Map<string, string>();
  const sources = ['components', 'app', 'lib', 'server', 'content'].flatMap((dir) =>
    walk(path.resolve(dir), (f) => /\.(tsx?|json|css)$/.test(f)),
  );
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\/images\/[\w./-]+\.(?:svg|png|jpe?g|webp)/g))
      found.set(match[0], path.relative('.', file));
  }
  return found;
}

const drawings: Array<[string, Drawing]> = [
  ...Object.entries(HEROES),
  ...CASE_ARTS.flatMap((kind): Array<[string, Drawing]> => {
    const { before, after } = caseDrawings(kind);
    return [
      [`${kind} before`, before],
      [`${kind} after`, after],
    ];
  }),
  ['arrow', CASE_ARROW],
  ...Object.entries(PORTRAITS),
  ...Object.entries(AREA_ZONES),
  ...Object.entries(EXPLAINERS),
  ...Object.entries(STEP_DRAWINGS),
  ...Object.entries(OFFERING_DRAWINGS),
];

const svgFiles = walk(IMAGES, (f) => f.endsWith('.svg'));
const read = (publicPath: string) => readFileSync(path.join(PUBLIC, publicPath), 'utf8');
const rootTag = (svg: string) => /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('every picture a page shows exists under public/', () => {
  it('every /images path in seeds, components, pages, lib, server and content', () => {
    const missing = [...referencedPaths()]
      .filter(([p]) => !existsSync(path.join(PUBLIC, p)))
      .map(([p, file]) => `${p} (in ${file})`);
    expect(referencedPaths().size).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it("every product's picture, close-up and in-the-box view, three different drawings", () => {
    for (const product of [...PRODUCT_SEED, ...SKIN_PRODUCT_SEED]) {
      const gallery = galleryOf(product.image);
      for (const p of gallery) expect(existsSync(path.join(PUBLIC, p)), `${product.slug}: ${p}`).toBe(true);
      expect(new Set(gallery.map(read)).size, product.slug).toBe(3);
    }
  });

  it('no two products share a drawing', () => {
    const mains = [...PRODUCT_SEED, ...SKIN_PRODUCT_SEED].map((p) => read(p.image));
    expect(new Set(mains).size).toBe(mains.length);
  });

  it('every drawing of lib/illustrations.ts, at the size its <img> reserves, with its alt text in the messages', () => {
    for (const [name, drawing] of drawings) {
      expect(existsSync(path.join(PUBLIC, drawing.src)), `${name}: ${drawing.src}`).toBe(true);
      const tag = rootTag(read(drawing.src));
      expect([attr(tag, 'width'), attr(tag, 'height')], name).toEqual([String(drawing.width), String(drawing.height)]);
      expect(attr(tag, 'viewBox'), name).toBe(`0 0 ${drawing.width} ${drawing.height}`);
      if ('alt' in drawing && typeof drawing.alt === 'string') {
        const text = drawing.alt
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], en);
        expect(typeof text, `${name}: alt ${drawing.alt}`).toBe('string');
      }
    }
  });

  it('every bite problem has a before/after pair where "after" is a different drawing', () => {
    for (const problem of BITE_PROBLEMS) {
      const { before, after } = caseDrawings(caseArtOf(problem));
      expect(read(before.src), problem.slug).not.toBe(read(after.src));
    }
    // Deep bite has its own drawing, not overbite's (an overbite sticks out; a deep bite hides the lower teeth).
    expect(caseDrawings('deepBite').before.src).not.toBe(caseDrawings('overbite').before.src);
    expect(new Set(CASE_ARTS.map((kind) => read(caseDrawings(kind).before.src))).size).toBe(CASE_ARTS.length);
  });

  it('people: a role caption for everyone in a team, heroes and arrows mirror in Arabic, products and teeth do not', () => {
    for (const portrait of [...ABOUT_TEAM, ...SKIN_TEAM]) expect(en.roles[portrait.role]).toBeTruthy();
    for (const hero of Object.values(HEROES)) expect(hero.mirror).toBe(true);
    // Every skin category but the advanced treatments has its own hero, and no two categories share one.
    const categoryHeroes = Object.values(CATEGORY_HEROES).map((hero) => read(hero.src));
    expect(categoryHeroes).toHaveLength(5);
    expect(new Set(categoryHeroes).size).toBe(5);
    // Each offering card and each step has a picture of its own.
    for (const set of [OFFERING_DRAWINGS, STEP_DRAWINGS]) {
      const files = Object.values(set).map((d) => read(d.src));
      expect(new Set(files).size).toBe(files.length);
    }
    expect(CASE_ARROW.mirror).toBe(true);
    for (const kind of CASE_ARTS) expect(caseDrawings(kind).before.mirror ?? false).toBe(false);
  });
});

describe('every SVG under public/images follows the rules of docs/illustrations.md', () => {
  it.each(svgFiles.map((f) => [path.relative(PUBLIC, f)]))('%s', (file) => {
    const svg = readFileSync(path.join(PUBLIC, file), 'utf8');
    const tag = rootTag(svg);
    expect(tag, 'an <svg> root').not.toBe('');
    expect(attr(tag, 'viewBox'), 'viewBox').toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
    // No fonts (text renders differently everywhere and would need translating), no bitmaps, nothing that runs.
    expect(svg).not.toMatch(/<text\b|<tspan\b|<image\b|<script\b|<foreignObject\b|\bon[a-z]+="/i);
    expect(svg, 'no external or embedded files').not.toMatch(/(?:href|src)="(?!#)|url\((?!#)|data:/i);
    expect(Buffer.byteLength(svg), 'small').toBeLessThan(MAX_BYTES);
  });
});
