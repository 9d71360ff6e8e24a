/**
 * The questions of /faqs, by line and topic: keys into the `faqs` messages (`items.{key}.q` and `.a`). The page, its
 * FAQPage structured data and the help page's topic tiles are all built from this one list. A question's anchor
 * (`/faqs#free-scan`) is its key in kebab case, and a topic's is its key, so links survive any translation.
 */
export interface FaqItemConfig {
  readonly key: string;
  /** A page that says more, with the `faqs.more.{label}` link text. */
  readonly more?: {
    readonly href: string;
    readonly label: 'refund' | 'orders' | 'privacy' | 'kit' | 'shop' | 'pricing';
  };
}

export interface FaqTopicConfig {
  readonly key: 'starting' | 'treatment' | 'shop' | 'laser' | 'facials' | 'payments' | 'account';
  readonly items: readonly FaqItemConfig[];
}

export interface FaqGroupConfig {
  readonly key: 'aligners' | 'skin' | 'account';
  /** The brand whose colours the group takes, if any. */
  readonly brand?: 'toothsi' | 'skinnsi';
  readonly topics: readonly FaqTopicConfig[];
}

export const FAQ_GROUPS: readonly FaqGroupConfig[] = [
  {
    key: 'aligners',
    brand: 'toothsi',
    topics: [
      {
        key: 'starting',
        items: [
          { key: 'whoCanUse', more: { href: '/toothsi/refund-policy', label: 'refund' } },
          { key: 'freeScan' },
          { key: 'kit', more: { href: '/toothsi/home-impression-kit', label: 'kit' } },
        ],
      },
      {
        key: 'treatment',
        items: [
          { key: 'howLong', more: { href: '/toothsi/pricing', label: 'pricing' } },
          { key: 'hours' },
          { key: 'pain' },
          { key: 'ipr' },
          { key: 'after' },
        ],
      },
      {
        key: 'shop',
        items: [{ key: 'buyWithout', more: { href: '/toothsi/products', label: 'shop' } }, { key: 'delivery' }],
      },
    ],
  },
  {
    key: 'skin',
    brand: 'skinnsi',
    topics: [
      { key: 'laser', items: [{ key: 'sessions' }, { key: 'laserPain' }, { key: 'trial' }] },
      { key: 'facials', items: [{ key: 'atHome' }, { key: 'acneScars' }, { key: 'cities' }] },
    ],
  },
  {
    key: 'account',
    topics: [
      {
        key: 'payments',
        items: [
          { key: 'methods', more: { href: '/toothsi/pricing', label: 'pricing' } },
          { key: 'refund', more: { href: '/toothsi/refund-policy', label: 'refund' } },
        ],
      },
      {
        key: 'account',
        items: [
          { key: 'signIn' },
          { key: 'track', more: { href: '/my-account/orders', label: 'orders' } },
          { key: 'reschedule' },
          { key: 'delete', more: { href: '/privacy-policy#delete', label: 'privacy' } },
        ],
      },
    ],
  },
];

/** `howLong` → `how-long`: the question's anchor on /faqs. */
export function faqAnchor(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export const FAQ_TOPICS = FAQ_GROUPS.flatMap((group) => group.topics);
