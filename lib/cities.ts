import type { UiLanguage } from '@/i18n/locales';
import { canonicalCityName } from './city-list';

/**
 * How our cities are written for customers, one spelling per city and language. The key is the city's name as our
 * data, URLs and API carry it (serviceable_cities.city, the seeds, lib/markets.ts): it stays the value of every
 * option and query, and only what a customer reads is looked up here. A language without its own spelling of a city
 * reads the key.
 */
export const CITY_NAMES: Readonly<Record<string, Partial<Readonly<Record<UiLanguage, string>>>>> = {
  // India: where scans at home, skin sessions and our centres are.
  Ahmedabad: {
    ar: 'أحمد آباد',
    hi: 'अहमदाबाद',
    kn: 'ಅಹಮದಾಬಾದ್',
    mr: 'अहमदाबाद',
    te: 'అహ్మదాబాద్',
    ta: 'அகமதாபாத்',
    bn: 'আহমেদাবাদ',
    gu: 'અમદાવાદ',
  },
  Bangalore: {
    ar: 'بنغالور',
    hi: 'बेंगलुरु',
    kn: 'ಬೆಂಗಳೂರು',
    mr: 'बंगळुरू',
    te: 'బెంగళూరు',
    ta: 'பெங்களூரு',
    bn: 'বেঙ্গালুরু',
    gu: 'બેંગલુરુ',
  },
  Chandigarh: {
    ar: 'شانديغار',
    hi: 'चंडीगढ़',
    kn: 'ಚಂಡೀಗಢ',
    mr: 'चंदीगड',
    te: 'చండీగఢ్',
    ta: 'சண்டிகர்',
    bn: 'চণ্ডীগড়',
    gu: 'ચંડીગઢ',
  },
  Chennai: { ar: 'تشيناي', hi: 'चेन्नई', kn: 'ಚೆನ್ನೈ', mr: 'चेन्नई', te: 'చెన్నై', ta: 'சென்னை', bn: 'চেন্নাই', gu: 'ચેન્નઈ' },
  Delhi: { ar: 'دلهي', hi: 'दिल्ली', kn: 'ದೆಹಲಿ', mr: 'दिल्ली', te: 'ఢిల్లీ', ta: 'டெல்லி', bn: 'দিল্লি', gu: 'દિલ્હી' },
  Faridabad: {
    ar: 'فريد آباد',
    hi: 'फ़रीदाबाद',
    kn: 'ಫರೀದಾಬಾದ್',
    mr: 'फरिदाबाद',
    te: 'ఫరీదాబాద్',
    ta: 'ஃபரிதாபாத்',
    bn: 'ফরিদাবাদ',
    gu: 'ફરીદાબાદ',
  },
  Ghaziabad: {
    ar: 'غازي آباد',
    hi: 'ग़ाज़ियाबाद',
    kn: 'ಗಾಜಿಯಾಬಾದ್',
    mr: 'गाझियाबाद',
    te: 'ఘాజియాబాద్',
    ta: 'காசியாபாத்',
    bn: 'গাজিয়াবাদ',
    gu: 'ગાઝિયાબાદ',
  },
  Gurgaon: {
    ar: 'غوروغرام',
    hi: 'गुड़गांव',
    kn: 'ಗುರ್ಗಾಂವ್',
    mr: 'गुडगाव',
    te: 'గుర్గావ్',
    ta: 'குர்கான்',
    bn: 'গুড়গাঁও',
    gu: 'ગુડગાંવ',
  },
  Guwahati: {
    ar: 'غواهاتي',
    hi: 'गुवाहाटी',
    kn: 'ಗುವಾಹಟಿ',
    mr: 'गुवाहाटी',
    te: 'గువాహటి',
    ta: 'குவாஹாட்டி',
    bn: 'গুয়াহাটি',
    gu: 'ગુવાહાટી',
  },
  Hyderabad: {
    ar: 'حيدر آباد',
    hi: 'हैदराबाद',
    kn: 'ಹೈದರಾಬಾದ್',
    mr: 'हैदराबाद',
    te: 'హైదరాబాద్',
    ta: 'ஹைதராபாத்',
    bn: 'হায়দরাবাদ',
    gu: 'હૈદરાબાદ',
  },
  Indore: { ar: 'إندور', hi: 'इंदौर', kn: 'ಇಂದೋರ್', mr: 'इंदूर', te: 'ఇండోర్', ta: 'இந்தூர்', bn: 'ইন্দোর', gu: 'ઇન્દોર' },
  Jaipur: { ar: 'جايبور', hi: 'जयपुर', kn: 'ಜೈಪುರ', mr: 'जयपूर', te: 'జైపూర్', ta: 'ஜெய்ப்பூர்', bn: 'জয়পুর', gu: 'જયપુર' },
  Kolkata: {
    ar: 'كولكاتا',
    hi: 'कोलकाता',
    kn: 'ಕೋಲ್ಕತ್ತಾ',
    mr: 'कोलकाता',
    te: 'కోల్‌కతా',
    ta: 'கொல்கத்தா',
    bn: 'কলকাতা',
    gu: 'કોલકાતા',
  },
  Mumbai: { ar: 'مومباي', hi: 'मुंबई', kn: 'ಮುಂಬೈ', mr: 'मुंबई', te: 'ముంబై', ta: 'மும்பை', bn: 'মুম্বই', gu: 'મુંબઈ' },
  Nagpur: {
    ar: 'ناغبور',
    hi: 'नागपुर',
    kn: 'ನಾಗಪುರ',
    mr: 'नागपूर',
    te: 'నాగ్‌పూర్',
    ta: 'நாக்பூர்',
    bn: 'নাগপুর',
    gu: 'નાગપુર',
  },
  'Navi Mumbai': {
    ar: 'نافي مومباي',
    hi: 'नवी मुंबई',
    kn: 'ನವಿ ಮುಂಬೈ',
    mr: 'नवी मुंबई',
    te: 'నవీ ముంబై',
    ta: 'நவி மும்பை',
    bn: 'নবি মুম্বই',
    gu: 'નવી મુંબઈ',
  },
  Noida: { ar: 'نويدا', hi: 'नोएडा', kn: 'ನೋಯ್ಡಾ', mr: 'नोएडा', te: 'నోయిడా', ta: 'நொய்டா', bn: 'নয়ডা', gu: 'નોઇડા' },
  Pune: { ar: 'بونه', hi: 'पुणे', kn: 'ಪುಣೆ', mr: 'पुणे', te: 'పుణె', ta: 'புனே', bn: 'পুনে', gu: 'પુણે' },
  Surat: { ar: 'سورات', hi: 'सूरत', kn: 'ಸೂರತ್', mr: 'सुरत', te: 'సూరత్', ta: 'சூரத்', bn: 'সুরাট', gu: 'સુરત' },
  // The Gulf.
  Dubai: { ar: 'دبي', hi: 'दुबई', kn: 'ದುಬೈ', mr: 'दुबई', te: 'దుబాయ్', ta: 'துபாய்', bn: 'দুবাই', gu: 'દુબઈ' },
  'Abu Dhabi': {
    ar: 'أبوظبي',
    hi: 'अबू धाबी',
    kn: 'ಅಬುಧಾಬಿ',
    mr: 'अबू धाबी',
    te: 'అబుదాబి',
    ta: 'அபுதாபி',
    bn: 'আবুধাবি',
    gu: 'અબુ ધાબી',
  },
  Sharjah: {
    ar: 'الشارقة',
    hi: 'शारजाह',
    kn: 'ಶಾರ್ಜಾ',
    mr: 'शारजाह',
    te: 'షార్జా',
    ta: 'ஷார்ஜா',
    bn: 'শারজা',
    gu: 'શારજાહ',
  },
};

const byLowerName = new Map(Object.entries(CITY_NAMES).map(([name, names]) => [name.toLowerCase(), names]));

/**
 * A city's name as a reader of `language` writes it. The city may come from our data or from the geo-IP database
 * (Bengaluru is our Bangalore); a city we do not know keeps the name it came with.
 */
export function cityLabel(city: string, language: UiLanguage): string {
  const names = byLowerName.get(canonicalCityName(city).toLowerCase());
  return names?.[language] ?? city;
}

/**
 * A centre's or address's text with its closing city written as a reader of `language` writes it: "Road No. 12,
 * Banjara Hills, Hyderabad" reads "Road No. 12, Banjara Hills, హైదరాబాద్" in Telugu. The street part stays as it is;
 * a text that does not end with a city we name (in any spelling we know) is shown unchanged.
 */
export function addressLabel(text: string, language: UiLanguage): string {
  const comma = text.lastIndexOf(',');
  const last = text.slice(comma + 1).trim();
  if (!byLowerName.has(canonicalCityName(last).toLowerCase())) return text;
  const label = cityLabel(last, language);
  return comma < 0 ? label : `${text.slice(0, comma)}, ${label}`;
}

/** An error's message parameters with the city they name, if any, as a reader of `language` writes it. */
export function withCityName<T extends Readonly<Record<string, unknown>>>(params: T, language: UiLanguage): T {
  return typeof params.city === 'string' ? { ...params, city: cityLabel(params.city, language) } : params;
}
