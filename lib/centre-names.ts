import type { UiLanguage } from '@/i18n/locales';
import { addressLabel } from './cities';

/** Whose visit a centre is named for: our centres take both lines' customers, each under its own brand. */
export type CentreLine = 'toothsi' | 'skinnsi';

/** How our data names a centre: the brand's experience centre and the area it is in ("…, Andheri West"). */
const OUR_CENTRE = /^toothsi experience centre, (.+)$/;

/**
 * "toothsi experience centre, {area}" as each language says it (the words the centre pages use), and the same centre
 * for a skinnsi visit: "skinnsi centre, {area}" (the picker's "At a skinnsi centre"); the area is a place name.
 */
const CENTRE_IN: Readonly<Record<CentreLine, Readonly<Record<UiLanguage, (area: string) => string>>>> = {
  toothsi: {
    en: (area) => `toothsi experience centre, ${area}`,
    hi: (area) => `toothsi एक्सपीरियंस सेंटर, ${area}`,
    kn: (area) => `toothsi ಎಕ್ಸ್‌ಪೀರಿಯನ್ಸ್ ಸೆಂಟರ್, ${area}`,
    mr: (area) => `toothsi एक्सपीरियन्स सेंटर, ${area}`,
    te: (area) => `toothsi ఎక్స్‌పీరియన్స్ సెంటర్, ${area}`,
    ta: (area) => `toothsi எக்ஸ்பீரியன்ஸ் சென்டர், ${area}`,
    bn: (area) => `toothsi এক্সপেরিয়েন্স সেন্টার, ${area}`,
    gu: (area) => `toothsi એક્સપિરિયન્સ સેન્ટર, ${area}`,
    ar: (area) => `مركز تجربة toothsi، ${area}`,
  },
  skinnsi: {
    en: (area) => `skinnsi centre, ${area}`,
    hi: (area) => `skinnsi सेंटर, ${area}`,
    kn: (area) => `skinnsi ಸೆಂಟರ್, ${area}`,
    mr: (area) => `skinnsi सेंटर, ${area}`,
    te: (area) => `skinnsi సెంటర్, ${area}`,
    ta: (area) => `skinnsi சென்டர், ${area}`,
    bn: (area) => `skinnsi সেন্টার, ${area}`,
    gu: (area) => `skinnsi સેન્ટર, ${area}`,
    ar: (area) => `مركز skinnsi، ${area}`,
  },
};

/**
 * Areas of our centres where the market's own language writes them in its script: a Gulf centre's area on an
 * Arabic page. Indian areas keep their name as it is (the centre pages' convention).
 */
const AREA_NAMES: Readonly<Record<string, Partial<Record<UiLanguage, string>>>> = {
  Jumeirah: { ar: 'جميرا' },
};

/**
 * A centre's name as a customer of a line reads it in a language: our centres' names are the brand's experience
 * centre and an area, written in the page's language under the line's brand with the area as it is (or as the
 * market's language writes it); any other name (a partner clinic) as it came.
 */
export function centreName(name: string, language: UiLanguage, line: CentreLine = 'toothsi'): string {
  const area = OUR_CENTRE.exec(name)?.[1];
  return area ? CENTRE_IN[line][language](AREA_NAMES[area]?.[language] ?? area) : name;
}

/**
 * Our centres' street addresses as the market's own language writes them where that is another script: a Gulf
 * centre in Arabic (issue 29 item 6). Keyed by the address as the centres table holds it.
 */
const CENTRE_ADDRESSES: Readonly<Record<string, Partial<Record<UiLanguage, string>>>> = {
  'Ground floor, Jumeirah Town Centre, Jumeirah Beach Road, Dubai': {
    ar: 'الطابق الأرضي، جميرا تاون سنتر، شارع شاطئ جميرا، دبي',
  },
};

/**
 * A centre's address as a reader of `language` reads it: the centre's own address in that language when we have it
 * (the Dubai centre in Arabic), else the address with its closing city in the language (addressLabel).
 */
export function centreAddress(address: string, language: UiLanguage): string {
  return CENTRE_ADDRESSES[address]?.[language] ?? addressLabel(address, language);
}
