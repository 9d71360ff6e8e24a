/**
 * Consultation questionnaires (aligners, laser hair reduction and skin toning) and how a recommendation follows from the
 * answers. Pure, so the server computes it and the UI can preview it; texts live in the message catalogues
 * under `assessment.{kind}.{questionId}` and `assessment.result.{code}`.
 */
export type AssessmentKind = 'aligner' | 'lhr' | 'toning';
export interface Question {
  id: string;
  kind: 'single' | 'multiple';
  options: string[];
}
export type Answers = Record<string, string | string[]>;
export interface Recommendation {
  code: string;
  score: number;
}

export const QUESTIONS: Record<AssessmentKind, Question[]> = {
  aligner: [
    {
      id: 'concern',
      kind: 'multiple',
      options: ['gaps', 'crowding', 'overbite', 'underbite', 'crossbite', 'openBite', 'notSure'],
    },
    { id: 'ageGroup', kind: 'single', options: ['under18', '18to35', '36to50', 'over50'] },
    { id: 'hadBraces', kind: 'single', options: ['yes', 'no'] },
    { id: 'goal', kind: 'single', options: ['straighter', 'whiter', 'both'] },
    { id: 'timeline', kind: 'single', options: ['asap', 'threeMonths', 'exploring'] },
  ],
  lhr: [
    { id: 'areas', kind: 'multiple', options: ['face', 'underarms', 'fullHands', 'legs', 'bikini', 'fullBody'] },
    { id: 'skinTone', kind: 'single', options: ['light', 'medium', 'dark'] },
    { id: 'hairType', kind: 'single', options: ['fine', 'coarse'] },
    { id: 'sensitiveSkin', kind: 'single', options: ['yes', 'no'] },
    { id: 'triedBefore', kind: 'single', options: ['yes', 'no'] },
  ],
  toning: [
    {
      id: 'concern',
      kind: 'multiple',
      options: ['acne', 'pores', 'pigmentation', 'tan', 'dullness', 'dryness', 'lines'],
    },
    { id: 'skinType', kind: 'single', options: ['oily', 'combination', 'dry', 'normal', 'sensitive'] },
    { id: 'age', kind: 'single', options: ['under25', '25to35', '36to45', 'over45'] },
    { id: 'sun', kind: 'single', options: ['low', 'some', 'high'] },
    { id: 'place', kind: 'single', options: ['home', 'centre', 'either'] },
  ],
};

export class InvalidAnswersError extends Error {
  constructor(readonly fields: Array<{ path: string; message: string }>) {
    super('Some answers are not valid.');
  }
}

/** Every question answered with its own options, single answers single, multiple answers non-empty. */
export function checkAnswers(kind: AssessmentKind, answers: Answers): void {
  const fields: Array<{ path: string; message: string }> = [];
  const known = new Set(QUESTIONS[kind].map((q) => q.id));
  for (const key of Object.keys(answers))
    if (!known.has(key))
      fields.push({ path: `body.answers.${key}`, message: 'is not a question of this consultation' });
  for (const q of QUESTIONS[kind]) {
    const value = answers[q.id];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (values.length === 0) fields.push({ path: `body.answers.${q.id}`, message: 'Please answer this question.' });
    else if (q.kind === 'single' && Array.isArray(value))
      fields.push({ path: `body.answers.${q.id}`, message: 'Choose one option.' });
    else if (values.some((v) => !q.options.includes(v)))
      fields.push({ path: `body.answers.${q.id}`, message: 'Choose one of the options.' });
  }
  if (fields.length) throw new InvalidAnswersError(fields);
}

const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

export function recommend(kind: AssessmentKind, answers: Answers): Recommendation {
  checkAnswers(kind, answers);
  if (kind === 'aligner') {
    const concerns = list(answers.concern);
    const complex = concerns.filter((c) => c === 'underbite' || c === 'crossbite' || c === 'openBite').length;
    if (answers.goal === 'whiter' && concerns.every((c) => c === 'notSure')) return { code: 'whiteningKit', score: 1 };
    if (complex >= 2) return { code: 'orthodontistConsult', score: 3 };
    if (answers.ageGroup === 'under18') return { code: 'teenAligners', score: 2 };
    return { code: 'clearAligners', score: 2 + Math.min(concerns.length, 3) / 10 };
  }
  if (kind === 'toning') return recommendToning(answers);
  if (answers.sensitiveSkin === 'yes') return { code: 'patchTestFirst', score: 1 };
  const areas = list(answers.areas);
  if (areas.includes('fullBody') || areas.length >= 4) return { code: 'fullBodyPackage', score: 3 };
  if (answers.triedBefore === 'no') return { code: 'lhrTrial', score: 1 };
  return { code: 'areaPackage', score: 2 };
}

/** Skin toning: the first concern in order of urgency decides; age and sun tip the balance without one. */
function recommendToning(answers: Answers): Recommendation {
  const concerns = list(answers.concern);
  if (concerns.includes('acne')) return { code: 'acneCare', score: 3 };
  if (concerns.includes('pores')) return { code: 'poresCare', score: 2 };
  // Pigmentation lasers need a centre; someone who wants treatment at home starts with a de-tan facial.
  if (concerns.includes('pigmentation'))
    return answers.place === 'home' ? { code: 'tanCare', score: 2 } : { code: 'pigmentationCare', score: 3 };
  if (concerns.includes('lines') || answers.age === 'over45') return { code: 'antiAgeingCare', score: 2 };
  if (concerns.includes('tan') || answers.sun === 'high') return { code: 'tanCare', score: 2 };
  return { code: 'hydrationCare', score: 1 };
}
