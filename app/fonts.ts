import localFont from 'next/font/local';
import type { Script } from '../i18n/locales';

/*
 * Fonts are self-hosted from @fontsource packages (no download at build time). Latin is always there for
 * brand names and numbers; each locale adds only its own script, which the browser fetches only when used.
 */
const latin = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-latin',
  // Preloaded, so it is nearly always there for the first paint; when it is late, the page keeps the metric-matched
  // fallback instead of repainting every line when it lands (a late swap counts as a new, late LCP).
  display: 'optional',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
});

const devanagari = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-script',
  // Scripts without metric-matched fallbacks use the web font only if it arrives in time: no layout shift.
  display: 'optional',
  preload: false,
});
const kannada = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-script',
  // Scripts without metric-matched fallbacks use the web font only if it arrives in time: no layout shift.
  display: 'optional',
  preload: false,
});
const telugu = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-script',
  // Scripts without metric-matched fallbacks use the web font only if it arrives in time: no layout shift.
  display: 'optional',
  preload: false,
});
const tamil = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-script',
  // Scripts without metric-matched fallbacks use the web font only if it arrives in time: no layout shift.
  display: 'optional',
  preload: false,
});
const bengali = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-script',
  // Scripts without metric-matched fallbacks use the web font only if it arrives in time: no layout shift.
  display: 'optional',
  preload: false,
});
const gujarati = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-script',
  // Scripts without metric-matched fallbacks use the web font only if it arrives in time: no layout shift.
  display: 'optional',
  preload: false,
});
const arabic = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-script',
  // Scripts without metric-matched fallbacks use the web font only if it arrives in time: no layout shift.
  display: 'optional',
  preload: false,
});

const SCRIPT_FONTS: Record<Exclude<Script, 'latin'>, { variable: string }> = { devanagari, kannada, telugu, tamil, bengali, gujarati, arabic };

/** Class names that define the font variables for a locale's script. */
export function fontClassesFor(script: Script): string {
  return script === 'latin' ? latin.variable : `${latin.variable} ${SCRIPT_FONTS[script].variable}`;
}
