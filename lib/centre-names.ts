import type { UiLanguage } from '@/i18n/locales';

/** How our data names a centre: the brand's experience centre and the area it is in ("…, Andheri West"). */
const OUR_CENTRE = /^toothsi experience centre, (.+)$/;

/** "toothsi experience centre, {area}" as each language says it (the words the centre pages use); the area is a place name. */
const CENTRE_IN: Readonly<Record<UiLanguage, (area: string) => string>> = {
  en: (area) => `toothsi experience centre, ${area}`,
  hi: (area) => `toothsi एक्सपीरियंस सेंटर, ${area}`,
  kn: (area) => `toothsi ಎಕ್ಸ್‌ಪೀರಿಯನ್ಸ್ ಸೆಂಟರ್, ${area}`,
  mr: (area) => `toothsi एक्सपीरियन्स सेंटर, ${area}`,
  te: (area) => `toothsi ఎక్స్‌పీరియన్స్ సెంటర్, ${area}`,
  ta: (area) => `toothsi எக்ஸ்பீரியன்ஸ் சென்டர், ${area}`,
  bn: (area) => `toothsi এক্সপেরিয়েন্স সেন্টার, ${area}`,
  gu: (area) => `toothsi એક્સપિરિયન્સ સેન્ટર, ${area}`,
  ar: (area) => `مركز تجربة toothsi، ${area}`,
};

/**
 * A centre's name as a customer reads it in a language: our centres' names are the brand's experience centre and
 * an area, written in the page's language with the area as it is; any other name (a partner clinic) as it came.
 */
export function centreName(name: string, language: UiLanguage): string {
  const area = OUR_CENTRE.exec(name)?.[1];
  return area ? CENTRE_IN[language](area) : name;
}
