import localFont from 'next/font/local';

/*
 * One web font: Noto Sans Latin, self-hosted from @fontsource (no download at build time), for brand names, prices
 * and the English pages. Every other script (Devanagari, Kannada, Telugu, Tamil, Bengali, Gujarati, Arabic) is set
 * in the device's own font; `--font-script` in styles/globals.css names the usual ones per script.
 *
 * Why no web font for those scripts: Android, which most of our Indian customers use, ships these very Noto faces as
 * its system fonts, so the download (about 100 KB for two weights) bought nothing there; and with
 * `font-display: optional` (no late swap, no layout shift) a first visit over mobile data rendered in the device font
 * anyway, then switched typeface from the second page on. It also kept Hindi pages' first paint waiting for 100 KB
 * wherever the font did arrive in time.
 */
const latin = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-latin',
  // Preloaded, so it is nearly always there for the first paint; when it is late, the page keeps the metric-matched
  // fallback instead of repainting every line when it lands (a late swap counts as a new, late LCP).
  display: 'optional',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
});

/** The class that defines `--font-latin` on the root element. */
export const latinFontClass = latin.variable;
