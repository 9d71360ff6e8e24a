import 'server-only';
import { desc } from 'drizzle-orm';
import { db } from './db/client';
import { outboxMessages } from './db/schema';

export interface OutboxEntry {
  recipient: string;
  purpose: string;
  body: string;
  provider: string;
  createdAt: string;
}

/** The latest messages of the outbox, newest first (development only; see app/dev/outbox). */
export async function recentOutbox(limit = 50): Promise<OutboxEntry[]> {
  const rows = await db().select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
  return rows.map((r) => ({
    recipient: r.recipient,
    purpose: r.purpose,
    body: r.body,
    provider: r.provider,
    createdAt: r.createdAt.toISOString(),
  }));
}
