import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import {
  checkAnswers,
  InvalidAnswersError,
  recommend,
  type Answers,
  type AssessmentKind,
  type Recommendation,
} from '@/lib/assessments';
import { db } from './db/client';
import { assessments } from './db/schema';
import { AppError } from './errors';

export interface AssessmentView {
  id: string;
  kind: AssessmentKind;
  answers: Answers;
  recommendation: Recommendation;
  createdAt: string;
}

function toView(row: typeof assessments.$inferSelect): AssessmentView {
  return {
    id: row.id,
    kind: row.kind as AssessmentKind,
    answers: row.answers,
    recommendation: row.recommendation,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The recommendation for answers, or a field-level 400 naming the questions answered wrongly. */
export function recommendationFor(kind: AssessmentKind, answers: Answers): Recommendation {
  try {
    checkAnswers(kind, answers);
    return recommend(kind, answers);
  } catch (error) {
    if (error instanceof InvalidAnswersError) throw new AppError('VALIDATION_FAILED', error.message, error.fields);
    throw error;
  }
}

export async function saveAssessment(userId: string, kind: AssessmentKind, answers: Answers): Promise<AssessmentView> {
  const recommendation = recommendationFor(kind, answers);
  const [row] = await db().insert(assessments).values({ userId, kind, answers, recommendation }).returning();
  if (!row) throw new AppError('INTERNAL', 'Could not save the consultation.');
  return toView(row);
}

export async function listAssessments(userId: string): Promise<AssessmentView[]> {
  const rows = await db()
    .select()
    .from(assessments)
    .where(eq(assessments.userId, userId))
    .orderBy(desc(assessments.createdAt));
  return rows.map(toView);
}

export async function lastLhrAssessment(userId: string): Promise<AssessmentView | null> {
  const [row] = await db()
    .select()
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.kind, 'lhr')))
    .orderBy(desc(assessments.createdAt))
    .limit(1);
  return row ? toView(row) : null;
}
