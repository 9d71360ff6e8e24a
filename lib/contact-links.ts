/** A WhatsApp chat link for a phone number written any way (`+91 91361 88300` → `https://wa.me/919136188300`). */
export function whatsAppUrl(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** Wraps a phone number or address in Unicode isolates so it reads left to right inside Arabic text. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
