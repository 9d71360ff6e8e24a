import type { BiteProblem, CaseType } from './bite-problems';
import type { BodyArea, SkinCategory } from './skin';

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
  laser: hero('laser', 'heroes.laser'),
  hydraFacial: hero('hydra-facial', 'heroes.hydraFacial'),
  dermafacial: hero('dermafacial', 'heroes.dermafacial'),
  acne: hero('acne', 'heroes.acne'),
  antiAgeing: hero('anti-ageing', 'heroes.antiAgeing'),
} as const satisfies Record<string, Described>;

/** The hero of each skin category page; the advanced treatments keep their drawn mark. */
export const CATEGORY_HEROES: Readonly<Partial<Record<SkinCategory, Described>>> = {
  lhr: HEROES.laser,
  hydrafacial: HEROES.hydraFacial,
  dermafacial: HEROES.dermafacial,
  acne: HEROES.acne,
  'anti-ageing': HEROES.antiAgeing,
};

/**
 * The body-zone chart beside each group of laser areas. Decorative: the group's heading names the zone.
 */
const zone = (name: string): Drawing => ({ src: `/images/areas/${name}.svg`, width: 160, height: 160 });
export const AREA_ZONES: Readonly<Record<BodyArea, Drawing>> = {
  face: zone('face'),
  upperBody: zone('arms'),
  lowerBody: zone('legs'),
  fullBody: zone('full-body'),
};

/** Diagrams that explain a treatment, shown with the section that tells the same in words. */
const explainer = (name: string, alt: string): Described => ({
  src: `/images/explainers/${name}.svg`,
  width: 480,
  height: 240,
  alt,
});
export const EXPLAINERS = {
  laserFollicle: explainer('laser-follicle', 'explainers.laserFollicle'),
  laserSession: explainer('laser-session', 'explainers.laserSession'),
} as const satisfies Record<string, Described>;

/** A set of decorative drawings of one size in one folder, by key. */
function drawingsIn<K extends string>(
  folder: string,
  files: Readonly<Record<K, string>>,
  width: number,
  height: number,
): Readonly<Record<K, Drawing>> {
  const entries = (Object.keys(files) as K[]).map((key) => [
    key,
    { src: `/images/${folder}/${files[key]}.svg`, width, height },
  ]);
  return Object.fromEntries(entries) as Record<K, Drawing>;
}

/** The four steps of an aligner treatment (home page and the aligner line's "how it works"); decorative. */
export type JourneyStep = 'scan' | 'plan' | 'aligners' | 'results';
const STEP_FILES: Readonly<Record<JourneyStep, string>> = {
  scan: 'scan',
  plan: 'plan',
  aligners: 'delivery',
  results: 'smile',
};
export const STEP_DRAWINGS = drawingsIn('steps', STEP_FILES, 240, 160);

/** The picture on each of the home page's offering cards (decorative: the card's title says what it is). */
export type OfferingArt =
  | 'aligners'
  | 'teenAligners'
  | 'oralCare'
  | 'retainers'
  | 'whitening'
  | 'lhr'
  | 'hydraFacial'
  | 'dermaFacial'
  | 'acne'
  | 'skincare';
const OFFERING_FILES: Readonly<Record<OfferingArt, string>> = {
  aligners: 'aligners',
  teenAligners: 'teens',
  oralCare: 'oral-care',
  retainers: 'retainers',
  whitening: 'whitening',
  lhr: 'laser',
  hydraFacial: 'hydra-facial',
  dermaFacial: 'dermafacial',
  acne: 'acne',
  skincare: 'skincare',
};
export const OFFERING_DRAWINGS = drawingsIn('offerings', OFFERING_FILES, 240, 160);

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
