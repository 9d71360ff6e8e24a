import 'server-only';
import { eq } from 'drizzle-orm';
import type { AccountUser, ProfileUpdate } from '@/lib/api/account-contracts';
import { db } from './db/client';
import { users } from './db/schema';
import { AppError } from './errors';
import type { User } from './auth/session';

/** The app's view of a customer row: what the API answers and the UI shows. */
export function toAccountUser(row: User): AccountUser {
  return {
    id: row.id,
    phone: row.phone,
    country: row.country as AccountUser['country'],
    name: row.name,
    gender: (row.gender as AccountUser['gender']) ?? null,
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    preferredLanguage: row.preferredLanguage,
    journeyStage: row.journeyStage as AccountUser['journeyStage'],
    nameLocked: row.name !== null,
    genderLocked: row.gender !== null,
  };
}

/**
 * Saves profile fields. Name and gender can be set once (spec §5): sending a different value after that is a 409;
 * sending the same value again is fine, so a form can always post every field.
 */
export async function updateProfile(user: User, input: ProfileUpdate): Promise<AccountUser> {
  if (input.name !== undefined && user.name !== null && input.name !== user.name) {
    throw new AppError(
      'CONFLICT',
      'Your name is already saved and cannot be changed. Contact support if it is wrong.',
      [{ path: 'body.name', message: 'cannot be changed once saved', code: 'nameLocked' }],
    );
  }
  if (input.gender !== undefined && user.gender !== null && input.gender !== user.gender) {
    throw new AppError(
      'CONFLICT',
      'Your gender is already saved and cannot be changed. Contact support if it is wrong.',
      [{ path: 'body.gender', message: 'cannot be changed once saved', code: 'genderLocked' }],
    );
  }
  const [row] = await db()
    .update(users)
    .set({
      ...(input.name !== undefined && user.name === null ? { name: input.name } : {}),
      ...(input.gender !== undefined && user.gender === null ? { gender: input.gender } : {}),
      ...(input.email !== undefined ? { email: input.email || null } : {}),
      ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth || null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
  return toAccountUser(row);
}

export async function setPreferredLanguage(userId: string, languageAlias: string): Promise<void> {
  await db().update(users).set({ preferredLanguage: languageAlias, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function getAccountUser(userId: string): Promise<AccountUser> {
  const [row] = await db().select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
  return toAccountUser(row);
}
