import 'server-only';
import { z } from 'zod';
import { envFlag } from '@/lib/env-flag';
import { OTP_SENDS_PER_IP } from '@/lib/auth-rules';

const flag = envFlag(false);

/**
 * Server configuration, validated once. Every variable has a safe development default and is documented in
 * `.env.example`. A bad value stops the server with a message naming the variable.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().url().optional(),
    /**
     * Absolute origin of the site (canonical and hreflang URLs, links in SMS). Read at build for static pages too,
     * so set the same value for `next build` and the server. Production refuses a loopback origin.
     */
    NEXT_PUBLIC_SITE_URL: z.string().url().default('http://localhost:3000'),
    /**
     * A production build on a developer's machine (`npm start` on the embedded database sets it and says so): allows
     * the sandbox gateway, where anyone holding an order's payment link could mark it paid, and a localhost site URL.
     * Never set it on a server customers reach.
     */
    UNSAFE_LOCAL_PRODUCTION: flag,
    CONTENT_SOURCE: z.enum(['embedded', 'strapi']).default('embedded'),
    CONTENT_API_URL: z.string().url().optional(),
    CONTENT_API_TOKEN: z.string().optional(),
    REVALIDATE_SECRET: z.string().min(16).optional(),
    /** Number of proxies in front of the app whose X-Forwarded-For entries are trusted (0 = trust none). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v === '' || v === 'false' ? 0 : v === 'true' ? 1 : Number(v)))
      .pipe(z.number().int().min(0).max(10)),
    /** A CDN header carrying the client IP (for example `cf-connecting-ip`); used only when TRUST_PROXY > 0. */
    CLIENT_IP_HEADER: z.string().toLowerCase().optional(),
    /** Extra origins allowed to send unsafe requests, comma separated (the app's own origin is always allowed). */
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
      ),
    GEOIP_DB_DIR: z.string().optional(),
    DEV_OUTBOX: flag,
    /** Keys the HMAC of one-time codes. `npm start` creates one in .data/ when unset; set it in production. */
    AUTH_SECRET: z.string().min(32).optional(),
    /** SMS delivery: `outbox` (the database table only, the default) or `twilio` (Twilio's Messages API). */
    SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    /** Overridable for tests against a local server. */
    TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
    /** Payments: `sandbox` (embedded hosted page, the default) or `razorpay`. */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_API_BASE: z.string().url().default('https://api.razorpay.com'),
    /** The sandbox settles a payment the payer left pending after this many seconds (like a late bank reply). */
    SANDBOX_PENDING_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
    /** Where the sandbox sends its webhooks; defaults to this server on PORT. */
    SANDBOX_WEBHOOK_URL: z.string().url().optional(),
    /**
     * Seconds between runs of the in-process jobs (due SMS such as scan reminders, and reconciliation of payments
     * the gateway has not reported on). 0 turns them off, for a deployment that runs them from a scheduler instead.
     */
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
    /**
     * Sign-in codes one network may ask for in the OTP window (lib/auth-rules.ts OTP_SENDS_PER_IP by default). Raise it
     * where many customers share one address (an office, a carrier's NAT) or in end-to-end tests, where every
     * browser is 127.0.0.1.
     */
    OTP_SENDS_PER_NETWORK: z.coerce.number().int().min(1).max(100_000).default(OTP_SENDS_PER_IP),
    /** Bearer secret of the operations endpoints (moving an order along its timeline). Unset disables them. */
    OPS_SECRET: z.string().min(16).optional(),
    /**
     * Redis shared by every app instance (`redis://host:6379/0`). Set: Next's incremental cache (ISR pages,
     * tag revalidation) and the `'use cache'` entries live there (server/cache-handler.mjs,
     * server/use-cache-handler.mjs), so a revalidation received by one
     * instance reaches all. Unset: Next's default per-process cache (memory and .next/cache), right for one process.
     * Read by next.config.ts when `next start` loads it; validated here so a malformed URL stops the server at boot.
     */
    REDIS_URL: z.string().url().optional(),
    /**
     * Prefix of every cache key in Redis, for several deployments (staging, production) sharing one Redis. The build
     * id is appended, so instances of different builds never serve each other's pages.
     */
    REDIS_KEY_PREFIX: z.string().max(100).default('sitrus:'),
  })
  .superRefine((env, ctx) => {
    // `next build` has no deployment configuration; the server checks at boot (instrumentation.ts).
    if (
      env.NODE_ENV === 'production' &&
      !env.UNSAFE_LOCAL_PRODUCTION &&
      process.env.NEXT_PHASE !== 'phase-production-build'
    ) {
      if (env.PAYMENT_GATEWAY === 'sandbox') {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_GATEWAY'],
          message:
            'is the sandbox (anyone could mark an order paid): set PAYMENT_GATEWAY=razorpay, or UNSAFE_LOCAL_PRODUCTION=1 on a developer machine',
        });
      }
      if (isLoopback(env.NEXT_PUBLIC_SITE_URL)) {
        ctx.addIssue({
          code: 'custom',
          path: ['NEXT_PUBLIC_SITE_URL'],
          message: 'must be the public origin in production, not a loopback address',
        });
      }
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
    if (env.PAYMENT_GATEWAY === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_GATEWAY=razorpay' });
      }
    }
    if (env.CONTENT_SOURCE === 'strapi' && !env.CONTENT_API_URL) {
      ctx.addIssue({ code: 'custom', path: ['CONTENT_API_URL'], message: 'is required when CONTENT_SOURCE=strapi' });
    }
  });

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host) || host === '0.0.0.0'
  );
}

export type ServerEnv = z.infer<typeof schema>;

/**
 * Why a production server must not start with this build, or null: the origin `next build` wrote into the static
 * pages and bundles (`builtOrigin`, next.config.ts) must be the server's own. A build made without
 * NEXT_PUBLIC_SITE_URL prerendered its pages with `http://localhost:3000` (canonical and share links a customer would
 * copy), which setting the variable on the server alone does not undo. A developer's machine (UNSAFE_LOCAL_PRODUCTION)
 * and development are left alone.
 */
export function buildOriginProblem(builtOrigin: string | undefined, server: ServerEnv): string | null {
  if (server.NODE_ENV !== 'production' || server.UNSAFE_LOCAL_PRODUCTION) return null;
  const built = (builtOrigin ?? '').replace(/\/$/, '');
  if (built === '')
    return 'NEXT_PUBLIC_SITE_URL: the build was made without it (its pages link to localhost): build again with it set';
  if (built !== server.NEXT_PUBLIC_SITE_URL.replace(/\/$/, ''))
    return `NEXT_PUBLIC_SITE_URL: is ${server.NEXT_PUBLIC_SITE_URL} but the build was made with ${built}: set the same value for both`;
  return null;
}

let cached: ServerEnv | undefined;

export function env(): ServerEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change variables between cases; production never calls this. */
export function resetEnvForTests(): void {
  cached = undefined;
}
