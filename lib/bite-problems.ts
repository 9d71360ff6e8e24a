import { BITE_PROBLEM_PATHS } from './section-routes';

/** Case types of the results gallery (`/toothsi/results?case=…`). */
export const CASE_TYPES = ['crowding', 'gaps', 'overbite', 'underbite', 'crossbite', 'openBite'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export function isCaseType(value: string | null | undefined): value is CaseType {
  return (CASE_TYPES as readonly string[]).includes(value ?? '');
}

export interface BiteProblem {
  /** URL slug under /toothsi, as in spec §2. */
  readonly slug: string;
  /** Message key in the `bites` namespace. */
  readonly key: string;
  /** The results gallery's case type closest to this problem. */
  readonly caseType: CaseType;
  /** Typical treatment length in months; the orthodontist sets the real one per case. */
  readonly months: { readonly min: number; readonly max: number };
}

/** The seven bite-problem pages, all rendered by one template. Order is the order of the links. */
export const BITE_PROBLEMS: readonly BiteProblem[] = [
  { slug: 'crowded-teeth', key: 'crowded', caseType: 'crowding', months: { min: 6, max: 12 } },
  { slug: 'teethgap', key: 'teethgap', caseType: 'gaps', months: { min: 6, max: 9 } },
  { slug: 'over-bite-teeth-correction', key: 'overbite', caseType: 'overbite', months: { min: 8, max: 12 } },
  { slug: 'deep-bite-teeth-correction', key: 'deepBite', caseType: 'overbite', months: { min: 8, max: 12 } },
  { slug: 'underbite-teeth-correction', key: 'underbite', caseType: 'underbite', months: { min: 9, max: 12 } },
  { slug: 'crossbite', key: 'crossbite', caseType: 'crossbite', months: { min: 8, max: 12 } },
  { slug: 'open-bite-teeth-treatment', key: 'openBite', caseType: 'openBite', months: { min: 9, max: 12 } },
];

export function biteProblemBySlug(slug: string): BiteProblem | undefined {
  return BITE_PROBLEMS.find((p) => p.slug === slug);
}

export function bitePath(problem: BiteProblem): (typeof BITE_PROBLEM_PATHS)[number] {
  const path = `/toothsi/${problem.slug}`;
  const known = BITE_PROBLEM_PATHS.find((p) => p === path);
  if (!known) throw new Error(`${path} is not a bite-problem route of lib/routes.ts`);
  return known;
}

/** The bite page that explains a case type best (the first one listed for it). */
export function biteProblemFor(caseType: CaseType): BiteProblem | undefined {
  return BITE_PROBLEMS.find((p) => p.caseType === caseType);
}

export interface ResultCase {
  readonly id: string;
  readonly caseType: CaseType;
  readonly months: number;
  /** 1-based number within its case type, for the caption. */
  readonly number: number;
}

const RESULT_MONTHS: Readonly<Record<CaseType, readonly number[]>> = {
  crowding: [8, 11],
  gaps: [6, 7],
  overbite: [10, 12],
  underbite: [11, 12],
  crossbite: [9, 10],
  openBite: [10, 12],
};

/** The illustrated results gallery: two typical cases per case type, with months of treatment. */
export const RESULT_CASES: readonly ResultCase[] = CASE_TYPES.flatMap((caseType) =>
  (RESULT_MONTHS[caseType] ?? []).map((months, i) => ({ id: `${caseType}-${i + 1}`, caseType, months, number: i + 1 })),
);
