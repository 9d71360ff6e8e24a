/**
 * Consultation questionnaires (aligners and laser hair reduction) and how a recommendation follows from the
 * answers. Pure, so the server computes it and the UI can preview it; texts live in the message catalogues
 * under `assessment.{kind}.{questionId}` and `assessment.result.{code}`.
 */
export type AssessmentKind = 'aligner' | 'lhr';
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
    { id: 'concern', kind: 'multiple', options: ['gaps', 'crowding', 'overbite', 'underbite', 'crossbite', 'openBite', 'notSure'] },
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
  for (const key of Object.keys(answers)) if (!known.has(key)) fields.push({ path: `body.answers.${key}`, message: 'is not a question of this consultation' });
  for (const q of QUESTIONS[kind]) {
    const value = answers[q.id];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (values.length === 0) fields.push({ path: `body.answers.${q.id}`, message: 'Please answer this question.' });
    else if (q.kind === 'single' && Array.isArray(value)) fields.push({ path: `body.answers.${q.id}`, message: 'Choose one option.' });
    else if (values.some((v) => !q.options.includes(v))) fields.push({ path: `body.answers.${q.id}`, message: 'Choose one of the options.' });
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
  if (answers.sensitiveSkin === 'yes') return { code: 'patchTestFirst', score: 1 };
  const areas = list(answers.areas);
  if (areas.includes('fullBody') || areas.length >= 4) return { code: 'fullBodyPackage', score: 3 };
  if (answers.triedBefore === 'no') return { code: 'lhrTrial', score: 1 };
  return { code: 'areaPackage', score: 2 };
}
