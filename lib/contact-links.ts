/** A WhatsApp chat link for a phone number written any way (`+91 91361 88300` → `https://wa.me/919136188300`). */
export function whatsAppUrl(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * A `tel:` link in E.164 (`+91 22 4897 3500` → `tel:+912248973500`) for a number written with its country code, as
 * content and market numbers are; lib/phone-format.ts `e164Phone` reads numbers written without one.
 */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/** Wraps a phone number or address in Unicode isolates so it reads left to right inside Arabic text. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
