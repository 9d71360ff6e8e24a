import { gulf, type ProductSeed } from './catalog-seed';

/**
 * Our own skincare, sold in the same catalogue, cart and checkout as the oral-care shop (ids from 201; the line
 * follows from the category). Like PRODUCT_SEED, it is what `next build` renders the skin shop from.
 */
export const SKIN_PRODUCT_SEED: ProductSeed[] = [
  {
    id: 201,
    slug: 'salicylic-acid-face-wash',
    category: 'ACNE',
    image: '/images/products/skin-face-wash.svg',
    stock: 240,
    bestseller: true,
    sortOrder: 1,
    ratingTenths: 45,
    reviewCount: 1184,
    copy: {
      en: {
        name: '2% Salicylic acid face wash, 100 ml',
        description:
          'A gel cleanser with 2% salicylic acid and zinc that clears pores and calms breakouts without stripping the skin. Soap-free, fragrance-free.',
        inTheBox: ['1 face wash, 100 ml'],
        howToUse: [
          'Wet your face and lather a coin-sized amount.',
          'Massage gently for 30 seconds, then rinse.',
          'Use morning and night; follow with moisturiser.',
        ],
      },
      ar: {
        name: 'غسول للوجه بحمض الساليسيليك 2%، 100 مل',
        description:
          'غسول جل بحمض الساليسيليك 2% والزنك ينظّف المسام ويهدّئ الحبوب من دون أن يجفّف البشرة. خالٍ من الصابون والعطور.',
        inTheBox: ['غسول للوجه واحد، 100 مل'],
        howToUse: [
          'بلّل وجهك وضع كمية بحجم قطعة نقود.',
          'دلّك بلطف لمدة 30 ثانية ثم اشطف.',
          'استخدمه صباحًا ومساءً ثم ضع المرطّب.',
        ],
      },
    },
    prices: { IN: [44_900, 54_900], ...gulf(3_900, 4_900, 4_100, 5_100) },
  },
  {
    id: 202,
    slug: 'niacinamide-zinc-serum',
    category: 'ACNE',
    image: '/images/products/skin-niacinamide-serum.svg',
    stock: 180,
    bestseller: false,
    sortOrder: 2,
    ratingTenths: 44,
    reviewCount: 736,
    copy: {
      en: {
        name: '10% Niacinamide + zinc serum, 30 ml',
        description:
          'A light serum that balances oil, fades post-acne marks and visibly refines pores in four to six weeks of daily use.',
        inTheBox: ['1 serum with dropper, 30 ml'],
        howToUse: [
          'After cleansing, apply 3 to 4 drops to the whole face.',
          'Let it absorb before moisturiser.',
          'Use once or twice a day.',
        ],
      },
      ar: {
        name: 'سيروم النياسيناميد 10% مع الزنك، 30 مل',
        description:
          'سيروم خفيف يوازن الزيوت ويخفّف آثار الحبوب ويصغّر مظهر المسام خلال أربعة إلى ستة أسابيع من الاستخدام اليومي.',
        inTheBox: ['سيروم واحد مع قطّارة، 30 مل'],
        howToUse: [
          'بعد التنظيف ضع 3 إلى 4 قطرات على الوجه كله.',
          'اتركه يمتص قبل المرطّب.',
          'استخدمه مرة أو مرتين يوميًا.',
        ],
      },
    },
    prices: { IN: [69_900, 89_900], ...gulf(5_900, 7_500, 6_200, 7_900) },
  },
  {
    id: 203,
    slug: 'hyaluronic-acid-serum',
    category: 'HYDRATION',
    image: '/images/products/skin-hyaluronic-serum.svg',
    stock: 200,
    bestseller: true,
    sortOrder: 3,
    ratingTenths: 46,
    reviewCount: 958,
    copy: {
      en: {
        name: '2% Hyaluronic acid + B5 serum, 30 ml',
        description:
          'Three weights of hyaluronic acid with vitamin B5 draw water into every layer of the skin for plump, dewy hydration. Safe after laser sessions.',
        inTheBox: ['1 serum with dropper, 30 ml'],
        howToUse: ['Apply 3 drops to damp skin after cleansing.', 'Seal with moisturiser.', 'Use morning and night.'],
      },
      ar: {
        name: 'سيروم حمض الهيالورونيك 2% مع فيتامين B5، 30 مل',
        description:
          'ثلاثة أوزان من حمض الهيالورونيك مع فيتامين B5 تجذب الماء إلى كل طبقات البشرة لترطيب ممتلئ ونضر. آمن بعد جلسات الليزر.',
        inTheBox: ['سيروم واحد مع قطّارة، 30 مل'],
        howToUse: ['ضع 3 قطرات على بشرة رطبة بعد التنظيف.', 'أغلق الترطيب بالمرطّب.', 'استخدمه صباحًا ومساءً.'],
      },
    },
    prices: { IN: [64_900, 79_900], ...gulf(5_500, 6_900, 5_800, 7_200) },
  },
  {
    id: 204,
    slug: 'ceramide-barrier-moisturiser',
    category: 'HYDRATION',
    image: '/images/products/skin-ceramide-moisturiser.svg',
    stock: 160,
    bestseller: false,
    sortOrder: 4,
    ratingTenths: 45,
    reviewCount: 512,
    copy: {
      en: {
        name: 'Ceramide barrier moisturiser, 50 g',
        description:
          'A non-greasy cream with ceramides, squalane and panthenol that repairs the skin barrier and keeps it hydrated for 24 hours.',
        inTheBox: ['1 moisturiser jar, 50 g'],
        howToUse: [
          'Warm a pea-sized amount between your fingertips.',
          'Press onto face and neck after serum.',
          'Use morning and night.',
        ],
      },
      ar: {
        name: 'مرطّب السيراميد لحاجز البشرة، 50 غ',
        description: 'كريم غير دهني بالسيراميد والسكوالان والبانثينول يصلح حاجز البشرة ويحافظ على ترطيبها 24 ساعة.',
        inTheBox: ['علبة مرطّب واحدة، 50 غ'],
        howToUse: [
          'دفّئ كمية بحجم حبة البازلاء بين أطراف أصابعك.',
          'اضغطها على الوجه والرقبة بعد السيروم.',
          'استخدمه صباحًا ومساءً.',
        ],
      },
    },
    prices: { IN: [54_900, 64_900], ...gulf(4_900, 5_900, 5_200, 6_200) },
  },
  {
    id: 205,
    slug: 'vitamin-c-serum',
    category: 'BRIGHTENING',
    image: '/images/products/skin-vitamin-c-serum.svg',
    stock: 150,
    bestseller: true,
    sortOrder: 5,
    ratingTenths: 44,
    reviewCount: 1342,
    copy: {
      en: {
        name: '10% Vitamin C serum, 30 ml',
        description:
          'Stable ethyl ascorbic acid with ferulic acid and vitamin E that brightens dull skin and evens tone. In an amber bottle that keeps light out.',
        inTheBox: ['1 serum with dropper, 30 ml'],
        howToUse: [
          'Apply 3 to 4 drops every morning after cleansing.',
          'Follow with moisturiser and sunscreen.',
          'Close the bottle tightly after use.',
        ],
      },
      ar: {
        name: 'سيروم فيتامين سي 10%، 30 مل',
        description:
          'حمض الأسكوربيك الإيثيلي الثابت مع حمض الفيروليك وفيتامين E يضفي إشراقًا على البشرة الباهتة ويوحّد لونها. في زجاجة كهرمانية تحميه من الضوء.',
        inTheBox: ['سيروم واحد مع قطّارة، 30 مل'],
        howToUse: [
          'ضع 3 إلى 4 قطرات كل صباح بعد التنظيف.',
          'ثم المرطّب وواقي الشمس.',
          'أغلق الزجاجة جيدًا بعد الاستخدام.',
        ],
      },
    },
    prices: { IN: [79_900, 99_900], ...gulf(6_900, 8_900, 7_200, 9_300) },
  },
  {
    id: 206,
    slug: 'alpha-arbutin-serum',
    category: 'BRIGHTENING',
    image: '/images/products/skin-alpha-arbutin-serum.svg',
    stock: 140,
    bestseller: false,
    sortOrder: 6,
    ratingTenths: 43,
    reviewCount: 421,
    copy: {
      en: {
        name: '2% Alpha arbutin serum, 30 ml',
        description:
          'Targets dark spots, tanning and pigmentation with alpha arbutin and liquorice extract; gentle enough for sensitive skin.',
        inTheBox: ['1 serum with dropper, 30 ml'],
        howToUse: [
          'Apply 2 to 3 drops to clean skin at night.',
          'Use sunscreen the next morning.',
          'Expect visible results in 6 to 8 weeks.',
        ],
      },
      ar: {
        name: 'سيروم ألفا أربوتين 2%، 30 مل',
        description:
          'يستهدف البقع الداكنة والتصبّغ واسمرار البشرة بألفا أربوتين ومستخلص عرق السوس، ولطيف على البشرة الحساسة.',
        inTheBox: ['سيروم واحد مع قطّارة، 30 مل'],
        howToUse: [
          'ضع 2 إلى 3 قطرات على بشرة نظيفة ليلًا.',
          'استخدم واقي الشمس في الصباح التالي.',
          'تظهر النتائج خلال 6 إلى 8 أسابيع.',
        ],
      },
    },
    prices: { IN: [59_900, 74_900], ...gulf(5_200, 6_500, 5_500, 6_800) },
  },
  {
    id: 207,
    slug: 'spf-50-sunscreen-gel',
    category: 'SUN_BLOCK',
    image: '/images/products/skin-sunscreen-gel.svg',
    stock: 300,
    bestseller: true,
    sortOrder: 7,
    ratingTenths: 46,
    reviewCount: 2087,
    copy: {
      en: {
        name: 'SPF 50 PA++++ sunscreen gel, 50 g',
        description:
          'Broad-spectrum protection in a weightless gel with no white cast, for oily and acne-prone skin. Essential between laser sessions.',
        inTheBox: ['1 sunscreen tube, 50 g'],
        howToUse: [
          'Apply two finger-lengths to face and neck as the last step of your morning routine.',
          'Reapply every 2 to 3 hours outdoors.',
        ],
      },
      ar: {
        name: 'جل واقٍ من الشمس SPF 50 PA++++، 50 غ',
        description:
          'حماية واسعة الطيف في جل خفيف بلا أثر أبيض، للبشرة الدهنية والمعرّضة للحبوب. ضروري بين جلسات الليزر.',
        inTheBox: ['أنبوب واقٍ من الشمس واحد، 50 غ'],
        howToUse: [
          'ضع ما يعادل طول إصبعين على الوجه والرقبة كآخر خطوة في روتينك الصباحي.',
          'أعد وضعه كل ساعتين إلى ثلاث ساعات في الخارج.',
        ],
      },
    },
    prices: { IN: [49_900, 59_900], ...gulf(4_500, 5_500, 4_700, 5_800) },
  },
  {
    id: 208,
    slug: 'mineral-sunscreen-spf-40',
    category: 'SUN_BLOCK',
    image: '/images/products/skin-mineral-sunscreen.svg',
    stock: 120,
    bestseller: false,
    sortOrder: 8,
    ratingTenths: 43,
    reviewCount: 388,
    copy: {
      en: {
        name: 'Tinted mineral sunscreen SPF 40, 50 g',
        description:
          'Zinc oxide protection with a sheer universal tint, for sensitive skin and the days right after a peel or facial.',
        inTheBox: ['1 sunscreen tube, 50 g'],
        howToUse: [
          'Dot on face and blend outwards as the last step in the morning.',
          'Reapply every 2 to 3 hours in the sun.',
        ],
      },
      ar: {
        name: 'واقي شمس معدني ملوّن SPF 40، 50 غ',
        description: 'حماية بأكسيد الزنك بلون شفاف يناسب الجميع، للبشرة الحساسة وللأيام التي تلي التقشير أو الفيشيال.',
        inTheBox: ['أنبوب واقٍ من الشمس واحد، 50 غ'],
        howToUse: [
          'وزّعه نقاطًا على الوجه وادمجه نحو الخارج كآخر خطوة صباحًا.',
          'أعد وضعه كل ساعتين إلى ثلاث ساعات تحت الشمس.',
        ],
      },
    },
    prices: { IN: [64_900, 79_900], ...gulf(5_900, 6_900, 6_200, 7_200) },
  },
  {
    id: 209,
    slug: 'retinol-night-serum',
    category: 'ANTI_AGEING',
    image: '/images/products/skin-retinol-serum.svg',
    stock: 110,
    bestseller: true,
    sortOrder: 9,
    ratingTenths: 44,
    reviewCount: 654,
    copy: {
      en: {
        name: '0.3% Retinol night serum, 30 ml',
        description:
          'Encapsulated retinol with bakuchiol and squalane that softens fine lines and smooths texture, released slowly to keep irritation low.',
        inTheBox: ['1 serum with dropper, 30 ml'],
        howToUse: [
          'Start with 2 drops every other night on dry skin.',
          'Build up to nightly use over four weeks.',
          'Always wear sunscreen the next day; pause a week before laser sessions.',
        ],
      },
      ar: {
        name: 'سيروم الريتينول الليلي 0.3%، 30 مل',
        description:
          'ريتينول مغلّف مع الباكوتشيول والسكوالان يخفّف الخطوط الدقيقة وينعّم ملمس البشرة، ويتحرّر ببطء لتقليل التهيّج.',
        inTheBox: ['سيروم واحد مع قطّارة، 30 مل'],
        howToUse: [
          'ابدأ بقطرتين كل ليلتين على بشرة جافة.',
          'زد الاستخدام تدريجيًا إلى كل ليلة خلال أربعة أسابيع.',
          'استخدم واقي الشمس دائمًا في اليوم التالي، وتوقّف أسبوعًا قبل جلسات الليزر.',
        ],
      },
    },
    prices: { IN: [89_900, 109_900], ...gulf(7_900, 9_500, 8_300, 9_900) },
  },
  {
    id: 210,
    slug: 'peptide-eye-cream',
    category: 'ANTI_AGEING',
    image: '/images/products/skin-peptide-eye-cream.svg',
    stock: 90,
    bestseller: false,
    sortOrder: 10,
    ratingTenths: 42,
    reviewCount: 297,
    copy: {
      en: {
        name: 'Peptide + caffeine eye cream, 15 g',
        description:
          'Peptides, caffeine and niacinamide that reduce puffiness and dark circles and firm the delicate skin around the eyes.',
        inTheBox: ['1 eye cream tube with metal applicator, 15 g'],
        howToUse: [
          'Dab a rice-grain amount under each eye, morning and night.',
          'Pat gently with your ring finger until absorbed.',
        ],
      },
      ar: {
        name: 'كريم العين بالببتيدات والكافيين، 15 غ',
        description: 'ببتيدات وكافيين ونياسيناميد تقلّل الانتفاخ والهالات السوداء وتشدّ البشرة الرقيقة حول العينين.',
        inTheBox: ['أنبوب كريم للعين واحد مع رأس معدني، 15 غ'],
        howToUse: ['ضع كمية بحجم حبة أرز تحت كل عين صباحًا ومساءً.', 'ربّت بلطف ببنصرك حتى يمتص.'],
      },
    },
    prices: { IN: [74_900, 89_900], ...gulf(6_500, 7_900, 6_800, 8_300) },
  },
];
