/**
 * How much of a page's readable text is in Latin script: the words of its body, its title and the labels a screen
 * reader reads (alt, aria-label, title, placeholder), without scripts, styles and drawings, customers' quoted
 * reviews, the language picker's own names of each language, postal addresses and names marked translate="no". Brand names, units and
 * abbreviations every Indian customer reads in Latin letters are allowed.
 */
const ALLOWED = new Set(
  [
    'toothsi',
    'skinnsi',
    'whatsapp',
    'google',
    'play',
    'app',
    'store',
    'apple',
    'android',
    'ios',
    'upi',
    'emi',
    'otp',
    'pin',
    'visa',
    'mastercard',
    'rupay',
    'razorpay',
    'paytm',
    'gpay',
    'phonepe',
    'facebook',
    'instagram',
    'youtube',
    'linkedin',
    'twitter',
    'x',
    'ml',
    'g',
    'mg',
    'kg',
    'cm',
    'mm',
    'km',
    'spf',
    'pa',
    'am',
    'pm',
    'ist',
    'gst',
    'inr',
    'aed',
    'sar',
    'qar',
    'bhd',
    'rs',
    'id',
    'pdf',
    'sms',
    'ai',
    '3d',
    'hd',
    'uv',
    'ipl',
    'diode',
    'hydrafacial',
    'ph',
    'fda',
    'led',
    'usb-c',
    'usb',
  ].map((w) => w.toLowerCase()),
);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The text a reader meets on a page of server-rendered HTML. */
export function readableText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const body = (/<body[\s\S]*?>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html)
    .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    // Not ours to translate: customers' own words (reviews are quoted in <blockquote lang>) and the language
    // picker's links, each written in its own language (hreflang).
    .replace(/<blockquote\b[^>]*\slang="[^"]*"[\s\S]*?<\/blockquote>/gi, ' ')
    .replace(/<a\b[^>]*\shreflang="[^"]*"[^>]*>[\s\S]*?<\/a>/gi, ' ')
    // Postal addresses, written as the post and drivers read them, and people's names (translate="no").
    .replace(/<address\b[\s\S]*?<\/address>/gi, ' ')
    .replace(/<(\w+)\b[^>]*\stranslate="no"[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const labels = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/gi)].map((m) => m[1] ?? '');
  const text = body.replace(/<[^>]+>/g, ' ');
  return decode([title, text, ...labels].join(' '));
}

export function latinShare(html: string): { words: number; latin: number; ratio: number; sample: string[] } {
  const words = readableText(html)
    .split(/[\s\u200b-\u200d\u2060]+/)
    // A word is what has a letter of any script; numbers, prices and punctuation are not words here.
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /\p{L}/u.test(w));
  // A word joined to a suffix in the page's script (toothsi-யின்) counts by its Latin parts only.
  const latin = words.filter(
    (w) =>
      /[A-Za-z]/.test(w) &&
      !w.split(/[-/.'’]/).every((part) => !/[A-Za-z]/.test(part) || ALLOWED.has(part.toLowerCase())),
  );
  const sample = [...new Set(latin)].slice(0, 12);
  return {
    words: words.length,
    latin: latin.length,
    ratio: words.length === 0 ? 0 : latin.length / words.length,
    sample,
  };
}
