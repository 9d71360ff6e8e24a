import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from './db/client';
import { outboxMessages } from './db/schema';
import { env } from './env';

export interface SmsMessage {
  to: string; // E.164
  body: string;
  purpose: 'otp' | 'order' | 'reminder' | 'slot_open' | 'feedback';
}

/** Delivers SMS. Every message is recorded in the outbox table, whichever provider sends it. */
export interface SmsProvider {
  readonly name: string;
  /** Records the message in the outbox and delivers it. */
  send(message: SmsMessage): Promise<void>;
  /** Delivers a message already in the outbox (queued order messages); throws when delivery fails. */
  deliver(message: SmsMessage): Promise<void>;
}

/** The default: the outbox table is the delivery (development, tests, and `/dev/outbox` when enabled). */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  async send(message) {
    await db().insert(outboxMessages).values({
      recipient: message.to,
      body: message.body,
      purpose: message.purpose,
      provider: 'outbox',
      sentAt: new Date(),
    });
    if (env().NODE_ENV !== 'production' || env().DEV_OUTBOX)
      console.log(`[sms:outbox] to ${message.to}: ${message.body}`);
  },
  async deliver(message) {
    if (env().NODE_ENV !== 'production' || env().DEV_OUTBOX)
      console.log(`[sms:outbox] to ${message.to}: ${message.body}`);
  },
};

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, basic
 * auth). The outbox row records the attempt and its outcome.
 */
export function twilioProvider(config: {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}): SmsProvider {
  return {
    name: 'twilio',
    async send(message) {
      const [row] = await db()
        .insert(outboxMessages)
        .values({ recipient: message.to, body: message.body, purpose: message.purpose, provider: 'twilio' })
        .returning({ id: outboxMessages.id });
      let error: string | null = null;
      try {
        await deliver(message);
      } catch (cause) {
        error = (cause as Error).message;
      }
      if (row)
        await db()
          .update(outboxMessages)
          .set(error ? { error } : { sentAt: new Date() })
          .where(eq(outboxMessages.id, row.id));
      if (error) throw new Error(`SMS delivery failed: ${error}`);
    },
    deliver,
  };

  async function deliver(message: SmsMessage): Promise<void> {
    const url = `${config.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

export function smsProvider(): SmsProvider {
  const e = env();
  if (e.SMS_PROVIDER === 'twilio' && e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM) {
    return twilioProvider({
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      from: e.TWILIO_FROM,
      apiBase: e.TWILIO_API_BASE,
    });
  }
  return outboxProvider;
}
