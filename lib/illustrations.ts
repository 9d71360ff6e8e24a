import type { BiteProblem, CaseType } from './bite-problems';

/**
 * Our drawings under public/images (docs/illustrations.md): where each file is, its artboard size (the <img>'s
 * width and height, so nothing shifts while it loads) and its alt text's key in the `illustrations` messages.
 * tests/unit/illustrations.test.ts checks that every file named here exists and follows the rules.
 */
export interface Drawing {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Key in the `illustrations` namespace; none for a decorative drawing (alt=""). */
  readonly alt?: string;
  /** Mirrored in right-to-left languages: only drawings with a direction (people turned toward the text, arrows). */
  readonly mirror?: boolean;
}

/** A drawing that says something: its alt text is required. */
export interface Described extends Drawing {
  readonly alt: string;
}

const hero = (name: string, alt: string): Described => ({
  src: `/images/heroes/${name}.svg`,
  width: 480,
  height: 360,
  alt,
  mirror: true,
});

export const HEROES = {
  home: hero('home', 'heroes.home'),
  toothsi: hero('toothsi', 'heroes.toothsi'),
  skinnsi: hero('skinnsi', 'heroes.skinnsi'),
  experienceCentre: hero('experience-centre', 'heroes.experienceCentre'),
} as const satisfies Record<string, Described>;

/** The case drawings: every results-gallery case type, plus deep bite, which the gallery files under overbite. */
export type CaseArt = CaseType | 'deepBite';

const CASE_FILES: Readonly<Record<CaseArt, string>> = {
  crowding: 'crowding',
  gaps: 'gaps',
  overbite: 'overbite',
  deepBite: 'deep-bite',
  underbite: 'underbite',
  crossbite: 'crossbite',
  openBite: 'open-bite',
};

/** Problems that are a matter of front and back are drawn with a side view too. */
const WITH_SIDE_VIEW: ReadonlySet<CaseArt> = new Set(['overbite', 'underbite']);

export const CASE_ARTS = Object.keys(CASE_FILES) as CaseArt[];

export function caseDrawings(kind: CaseArt): { before: Described; after: Described } {
  const file = CASE_FILES[kind];
  return {
    before: { src: `/images/cases/${file}-before.svg`, width: 240, height: 160, alt: `cases.${kind}` },
    after: {
      src: `/images/cases/${file}-after.svg`,
      width: 240,
      height: 160,
      alt: WITH_SIDE_VIEW.has(kind) ? 'cases.afterSide' : 'cases.after',
    },
  };
}

/** The drawing of a bite page: its own for deep bite, else its case type's. */
export function caseArtOf(problem: BiteProblem): CaseArt {
  return problem.key === 'deepBite' ? 'deepBite' : problem.caseType;
}

export const CASE_ARROW: Drawing = { src: '/images/cases/arrow.svg', width: 40, height: 40, mirror: true };

export type Role = 'orthodontist' | 'dentist' | 'dermatologist' | 'therapist';
export interface Portrait extends Described {
  readonly role: Role;
}

const portrait = (name: string, role: Role, alt: string): Portrait => ({
  src: `/images/people/${name}.svg`,
  width: 160,
  height: 160,
  alt,
  role,
});

/** Our doctors and experts, drawn (we show no photographs and give them no names). */
export const PORTRAITS = {
  doctor1: portrait('doctor-1', 'orthodontist', 'people.doctor1'),
  doctor2: portrait('doctor-2', 'dentist', 'people.doctor2'),
  doctor3: portrait('doctor-3', 'orthodontist', 'people.doctor3'),
  doctor4: portrait('doctor-4', 'dentist', 'people.doctor4'),
  dermatologist1: portrait('dermatologist-1', 'dermatologist', 'people.dermatologist1'),
  therapist1: portrait('therapist-1', 'therapist', 'people.therapist1'),
  therapist2: portrait('therapist-2', 'therapist', 'people.therapist2'),
} as const satisfies Record<string, Portrait>;

/** The about page's team, and the skin line's. */
export const ABOUT_TEAM: readonly Portrait[] = [
  PORTRAITS.doctor1,
  PORTRAITS.doctor2,
  PORTRAITS.doctor3,
  PORTRAITS.doctor4,
  PORTRAITS.dermatologist1,
  PORTRAITS.therapist1,
];
export const SKIN_TEAM: readonly Portrait[] = [PORTRAITS.dermatologist1, PORTRAITS.therapist1, PORTRAITS.therapist2];
