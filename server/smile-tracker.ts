import 'server-only';
import { eq } from 'drizzle-orm';
import type { SmileTrackerSettings } from '@/lib/api/account-contracts';
import { db } from './db/client';
import { smileTrackerSettings } from './db/schema';

/** What a new aligner wearer starts with: 22 hours a day, two reminders, a new set every 10 days. */
export const DEFAULT_SMILE_TRACKER: SmileTrackerSettings = {
  dailyWearHours: 22,
  reminderTimes: ['08:00', '21:30'],
  currentAligner: 1,
  daysPerAligner: 10,
};

export async function getSmileTracker(userId: string): Promise<{ settings: SmileTrackerSettings; saved: boolean }> {
  const [row] = await db().select().from(smileTrackerSettings).where(eq(smileTrackerSettings.userId, userId));
  if (!row) return { settings: DEFAULT_SMILE_TRACKER, saved: false };
  const { dailyWearHours, reminderTimes, currentAligner, daysPerAligner } = row;
  return { settings: { dailyWearHours, reminderTimes, currentAligner, daysPerAligner }, saved: true };
}

export async function saveSmileTracker(userId: string, settings: SmileTrackerSettings): Promise<SmileTrackerSettings> {
  const values = { ...settings, reminderTimes: [...new Set(settings.reminderTimes)].sort() };
  await db()
    .insert(smileTrackerSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: smileTrackerSettings.userId, set: { ...values, updatedAt: new Date() } });
  return values;
}
