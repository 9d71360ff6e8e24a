import type { RelatedPage } from './links';

interface InfoPageConfig {
  readonly path: string;
  /** Key under the `aligners` namespace. */
  readonly namespace: string;
  readonly sections: readonly string[];
  readonly related: readonly RelatedPage[];
}

/** The message-driven content pages of the aligner line, rendered by InfoPage. */
export const INFO_PAGES = {
  teethAligners: {
    path: '/toothsi/teeth-aligners',
    namespace: 'teethAligners',
    sections: ['what', 'who', 'day', 'care'],
    related: ['pricing', 'braces', 'results', 'teens'],
  },
  teens: {
    path: '/toothsi/aligners-for-teens',
    namespace: 'teens',
    sections: ['why', 'parents', 'habits', 'start'],
    related: ['pricing', 'how', 'aligners'],
  },
  why: {
    path: '/toothsi/why-toothsi',
    namespace: 'why',
    sections: ['doctors', 'quality', 'convenience', 'prices', 'support'],
    related: ['how', 'pricing', 'technical', 'results'],
  },
  homeKit: {
    path: '/toothsi/home-impression-kit',
    namespace: 'homeKit',
    sections: ['box', 'how', 'help'],
    related: ['how', 'pricing', 'refund'],
  },
  technicalDoc: {
    path: '/toothsi/technical-doc',
    namespace: 'technicalDoc',
    sections: ['planning', 'manufacturing', 'quality', 'use'],
    related: ['why', 'how', 'aligners'],
  },
  pr: {
    path: '/toothsi/pr',
    namespace: 'pr',
    sections: ['about', 'facts', 'contact', 'brand'],
    related: ['why', 'technical'],
  },
  refund: {
    path: '/toothsi/refund-policy',
    namespace: 'refund',
    sections: ['scan', 'before', 'unsuitable', 'after', 'products', 'how', 'timing'],
    related: ['pricing', 'homeKit'],
  },
} as const satisfies Record<string, InfoPageConfig>;
