import type { Country } from '@/i18n/locales';
import type { ProductCategory } from '@/lib/catalog';
import { INDIAN_PRODUCT_COPY } from './product-copy';

/**
 * The shop catalogue as seeded into the database. The database is the source of truth at run time; this file
 * is also what `next build` renders from (the build has no database), and ISR then refreshes from the database.
 */
interface Copy {
  name: string;
  description: string;
  inTheBox: string[];
  howToUse: string[];
}
export interface ProductSeed {
  id: number;
  slug: string;
  category: ProductCategory;
  image: string;
  stock: number;
  bestseller: boolean;
  sortOrder: number;
  ratingTenths: number;
  reviewCount: number;
  copy: { en: Copy; ar: Copy };
  /** [price, compare-at or null] in minor units, per country. */
  prices: Record<Country, [number, number | null]>;
}

/** A product's pictures: the main illustration, a close-up and the product in its box. */
export function galleryOf(image: string): string[] {
  return [image, image.replace(/\.svg$/, '-closeup.svg'), image.replace(/\.svg$/, '-box.svg')];
}

/** Every language's copy of a product: English and Arabic here, the Indian languages from `product-copy/`. */
export function copiesOf(p: ProductSeed): Record<string, Copy> {
  const copies: Record<string, Copy> = { ...p.copy };
  for (const [language, table] of Object.entries(INDIAN_PRODUCT_COPY)) {
    const found = table[p.slug];
    if (found) copies[language] = found;
  }
  return copies;
}

/** Gulf prices follow India's by one table: AED/SAR/QAR the same, BHD at about a tenth, in fils (3 decimals). */
export function gulf(
  aed: number,
  aedCompare: number | null,
  bhdFils: number,
  bhdCompare: number | null,
): Omit<ProductSeed['prices'], 'IN'> {
  return { AE: [aed, aedCompare], SA: [aed, aedCompare], QA: [aed, aedCompare], BH: [bhdFils, bhdCompare] };
}

export const PRODUCT_SEED: ProductSeed[] = [
  {
    id: 101,
    slug: 'removable-retainer',
    category: 'ALIGNER_ESSENTIALS',
    image: '/images/products/retainer.svg',
    stock: 120,
    bestseller: true,
    sortOrder: 1,
    ratingTenths: 47,
    reviewCount: 812,
    copy: {
      en: {
        name: 'Removable retainer',
        description:
          'A clear retainer made from your own scan, so your teeth stay where your aligners moved them. Wear it every night after treatment.',
        inTheBox: ['1 custom clear retainer (upper or lower, as ordered)', '1 ventilated carry case', 'Care card'],
        howToUse: [
          'Wear it every night for at least 8 hours.',
          'Rinse it with cool water each morning.',
          'Keep it in its case whenever it is out of your mouth.',
        ],
      },
      ar: {
        name: 'مثبّت قابل للإزالة',
        description:
          'مثبّت شفاف يُصنع من مسح أسنانك، ليحافظ على أسنانك في المكان الذي نقلتها إليه المصففات. ارتدِه كل ليلة بعد انتهاء العلاج.',
        inTheBox: ['مثبّت شفاف مخصّص واحد (علوي أو سفلي حسب الطلب)', 'علبة حمل مهوّاة', 'بطاقة العناية'],
        howToUse: [
          'ارتدِه كل ليلة لمدة 8 ساعات على الأقل.',
          'اشطفه بالماء البارد كل صباح.',
          'احفظه في علبته كلما أخرجته من فمك.',
        ],
      },
    },
    prices: { IN: [499_900, 699_900], ...gulf(79_900, 99_900, 84_000, 104_000) },
  },
  {
    id: 102,
    slug: 'teeth-whitening-kit',
    category: 'TEETH_WHITENING',
    image: '/images/products/whitening-kit.svg',
    stock: 80,
    bestseller: true,
    sortOrder: 2,
    ratingTenths: 45,
    reviewCount: 1290,
    copy: {
      en: {
        name: 'Teeth whitening kit',
        description:
          'A gentle, enamel-safe gel with a blue-light mouthpiece. Visible results in about two weeks of 15-minute sessions.',
        inTheBox: ['3 whitening gel syringes', '1 blue-light mouthpiece with USB-C cable', 'Shade guide'],
        howToUse: [
          'Brush, then apply a thin line of gel to the mouthpiece.',
          'Wear it with the light on for 15 minutes.',
          'Rinse and avoid coloured food and drinks for an hour.',
        ],
      },
      ar: {
        name: 'مجموعة تبييض الأسنان',
        description:
          'جل لطيف وآمن على المينا مع قطعة فم بالضوء الأزرق. نتائج واضحة خلال أسبوعين تقريبًا من جلسات مدتها 15 دقيقة.',
        inTheBox: ['3 محاقن جل تبييض', 'قطعة فم بالضوء الأزرق مع كابل USB-C', 'دليل درجات اللون'],
        howToUse: [
          'نظّف أسنانك بالفرشاة ثم ضع خطًا رفيعًا من الجل على قطعة الفم.',
          'ارتدِها مع تشغيل الضوء لمدة 15 دقيقة.',
          'اشطف فمك وتجنّب الأطعمة والمشروبات الملوّنة لمدة ساعة.',
        ],
      },
    },
    prices: { IN: [199_900, 299_900], ...gulf(29_900, 39_900, 31_000, 41_000) },
  },
  {
    id: 103,
    slug: 'whitening-pen',
    category: 'TEETH_WHITENING',
    image: '/images/products/whitening-pen.svg',
    stock: 6,
    bestseller: false,
    sortOrder: 6,
    ratingTenths: 42,
    reviewCount: 214,
    copy: {
      en: {
        name: 'Whitening touch-up pen',
        description:
          'A pocket pen to keep your smile bright between whitening sessions. Safe to use while you wear aligners.',
        inTheBox: ['1 whitening pen (2 ml)'],
        howToUse: [
          'Twist to bring gel to the brush tip.',
          'Paint a thin layer on dry teeth.',
          'Keep your lips apart for 30 seconds.',
        ],
      },
      ar: {
        name: 'قلم تبييض للّمسات السريعة',
        description: 'قلم صغير يحافظ على إشراقة ابتسامتك بين جلسات التبييض. آمن للاستخدام أثناء ارتداء المصففات.',
        inTheBox: ['قلم تبييض واحد (2 مل)'],
        howToUse: [
          'أدر القلم ليصل الجل إلى طرف الفرشاة.',
          'ضع طبقة رفيعة على أسنان جافة.',
          'أبقِ شفتيك مفتوحتين لمدة 30 ثانية.',
        ],
      },
    },
    prices: { IN: [79_900, null], ...gulf(12_900, null, 13_500, null) },
  },
  {
    id: 104,
    slug: 'sonic-electric-toothbrush',
    category: 'ORAL_HYGIENE',
    image: '/images/products/toothbrush.svg',
    stock: 60,
    bestseller: true,
    sortOrder: 3,
    ratingTenths: 46,
    reviewCount: 640,
    copy: {
      en: {
        name: 'Sonic electric toothbrush',
        description:
          'Soft bristles, two minutes of guided brushing and a battery that lasts a month. Gentle around attachments.',
        inTheBox: ['1 toothbrush handle', '2 soft brush heads', 'USB-C charging cable'],
        howToUse: [
          'Brush for two minutes; the handle pauses every 30 seconds.',
          'Change the brush head every three months.',
        ],
      },
      ar: {
        name: 'فرشاة أسنان كهربائية صوتية',
        description: 'شعيرات ناعمة، ودقيقتان من التنظيف الموجَّه، وبطارية تدوم شهرًا. لطيفة حول الملحقات.',
        inTheBox: ['مقبض فرشاة واحد', 'رأسا فرشاة ناعمان', 'كابل شحن USB-C'],
        howToUse: ['نظّف أسنانك لمدة دقيقتين؛ يتوقف المقبض كل 30 ثانية.', 'غيّر رأس الفرشاة كل ثلاثة أشهر.'],
      },
    },
    prices: { IN: [249_900, 349_900], ...gulf(39_900, 49_900, 42_000, 52_000) },
  },
  {
    id: 105,
    slug: 'cordless-water-flosser',
    category: 'ORAL_HYGIENE',
    image: '/images/products/water-flosser.svg',
    stock: 0,
    bestseller: false,
    sortOrder: 7,
    ratingTenths: 44,
    reviewCount: 188,
    copy: {
      en: {
        name: 'Cordless water flosser',
        description:
          'A gentle stream of water that cleans between teeth and around attachments, where string floss struggles.',
        inTheBox: ['1 water flosser', '2 nozzles', 'USB-C charging cable'],
        howToUse: ['Fill the tank with lukewarm water.', 'Lean over the sink and trace the gumline, tooth by tooth.'],
      },
      ar: {
        name: 'جهاز خيط مائي لاسلكي',
        description: 'تيار ماء لطيف ينظّف بين الأسنان وحول الملحقات، حيث يصعب استخدام الخيط العادي.',
        inTheBox: ['جهاز خيط مائي واحد', 'فوهتان', 'كابل شحن USB-C'],
        howToUse: ['املأ الخزان بماء فاتر.', 'انحنِ فوق الحوض وتتبّع خط اللثة سنًّا بعد سن.'],
      },
    },
    prices: { IN: [299_900, null], ...gulf(44_900, null, 47_000, null) },
  },
  {
    id: 106,
    slug: 'aligner-cleaning-crystals',
    category: 'ALIGNER_ESSENTIALS',
    image: '/images/products/cleaning-crystals.svg',
    stock: 200,
    bestseller: false,
    sortOrder: 4,
    ratingTenths: 46,
    reviewCount: 402,
    copy: {
      en: {
        name: 'Aligner cleaning crystals',
        description: 'A 15-minute soak that keeps aligners and retainers clear and fresh, without scratching them.',
        inTheBox: ['30 single-use sachets'],
        howToUse: [
          'Dissolve one sachet in a glass of lukewarm water.',
          'Soak your aligners for 15 minutes, then rinse.',
        ],
      },
      ar: {
        name: 'بلورات تنظيف المصففات',
        description: 'نقع لمدة 15 دقيقة يحافظ على المصففات والمثبّتات شفافة ومنعشة دون أن يخدشها.',
        inTheBox: ['30 كيسًا للاستخدام مرة واحدة'],
        howToUse: ['أذب كيسًا واحدًا في كوب ماء فاتر.', 'انقع المصففات لمدة 15 دقيقة ثم اشطفها.'],
      },
    },
    prices: { IN: [59_900, null], ...gulf(8_900, null, 9_400, null) },
  },
  {
    id: 107,
    slug: 'aligner-chewies',
    category: 'ALIGNER_ESSENTIALS',
    image: '/images/products/chewies.svg',
    stock: 150,
    bestseller: false,
    sortOrder: 5,
    ratingTenths: 43,
    reviewCount: 156,
    copy: {
      en: {
        name: 'Aligner seaters (chewies)',
        description: 'Soft cylinders you bite on for a few minutes to seat each new aligner snugly.',
        inTheBox: ['2 mint-scented seaters', '1 carry pouch'],
        howToUse: ['Bite gently along each side for 5 minutes after putting your aligners in.'],
      },
      ar: {
        name: 'أسطوانات تثبيت المصففات',
        description: 'أسطوانات طرية تعضّ عليها لبضع دقائق لتثبيت كل مصفف جديد بإحكام.',
        inTheBox: ['أسطوانتا تثبيت بنكهة النعناع', 'حقيبة حمل صغيرة'],
        howToUse: ['عضّ بلطف على كل جانب لمدة 5 دقائق بعد وضع المصففات.'],
      },
    },
    prices: { IN: [34_900, null], ...gulf(5_900, null, 6_200, null) },
  },
  {
    id: 108,
    slug: 'aligner-care-bundle',
    category: 'TOOTHSI_BUNDLES',
    image: '/images/products/care-bundle.svg',
    stock: 40,
    bestseller: true,
    sortOrder: 8,
    ratingTenths: 48,
    reviewCount: 97,
    copy: {
      en: {
        name: 'Aligner care bundle',
        description:
          'Everything for daily aligner care in one box: cleaning crystals, seaters and a travel case, for less than buying them apart.',
        inTheBox: ['30 cleaning crystal sachets', '2 aligner seaters', '1 travel case'],
        howToUse: ['Soak your aligners daily, seat each new set with the chewies, and carry them in the case.'],
      },
      ar: {
        name: 'مجموعة العناية بالمصففات',
        description:
          'كل ما تحتاجه للعناية اليومية بالمصففات في علبة واحدة: بلورات التنظيف وأسطوانات التثبيت وعلبة سفر، بسعر أقل من شرائها منفصلة.',
        inTheBox: ['30 كيس بلورات تنظيف', 'أسطوانتا تثبيت', 'علبة سفر واحدة'],
        howToUse: ['انقع المصففات يوميًا، وثبّت كل مجموعة جديدة بالأسطوانات، واحملها في العلبة.'],
      },
    },
    prices: { IN: [99_900, 129_700], ...gulf(14_900, 19_700, 15_600, 20_700) },
  },
  {
    id: 109,
    slug: 'bright-smile-bundle',
    category: 'TOOTHSI_BUNDLES',
    image: '/images/products/bright-bundle.svg',
    stock: 25,
    bestseller: false,
    sortOrder: 9,
    ratingTenths: 46,
    reviewCount: 73,
    copy: {
      en: {
        name: 'Bright smile bundle',
        description: 'The whitening kit with a touch-up pen and an electric toothbrush, for a bright smile that lasts.',
        inTheBox: ['1 teeth whitening kit', '1 whitening touch-up pen', '1 sonic electric toothbrush'],
        howToUse: ['Whiten for two weeks with the kit, then touch up with the pen once a week.'],
      },
      ar: {
        name: 'مجموعة الابتسامة المشرقة',
        description: 'مجموعة التبييض مع قلم اللمسات السريعة وفرشاة أسنان كهربائية، لابتسامة مشرقة تدوم.',
        inTheBox: ['مجموعة تبييض أسنان واحدة', 'قلم تبييض للّمسات السريعة', 'فرشاة أسنان كهربائية صوتية'],
        howToUse: ['بيّض أسنانك لمدة أسبوعين بالمجموعة، ثم استخدم القلم مرة في الأسبوع.'],
      },
    },
    prices: { IN: [449_900, 529_700], ...gulf(69_900, 82_700, 73_000, 86_000) },
  },
];
