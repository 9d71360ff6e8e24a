import { after, NextResponse, type NextRequest } from 'next/server';
import type { Currency } from '@/i18n/locales';
import { formatMoney } from '@/lib/money';
import { env } from '@/server/env';
import type { GatewayOutcome } from '@/server/payments/gateway';
import { readSession } from '@/server/auth/session';
import { readFormData } from '@/server/api/handler';
import {
  isSandboxOrderId,
  SANDBOX_CALLBACK,
  sandboxOrderOf,
  sendSandboxWebhook,
  settleSandboxOrder,
  type SandboxOrder,
} from '@/server/payments/sandbox';

/**
 * The sandbox gateway's hosted payment page (PAYMENT_GATEWAY=sandbox, the default). It plays the part of the
 * bank: the payer chooses how the payment ends, the gateway signs the callback and posts a signed webhook.
 * It is the gateway's page, not ours, so it stands apart from the app's layout and languages. Only the customer
 * whose order it pays may open or settle it; production refuses to start with this gateway (server/env.ts).
 */
function choices(): ReadonlyArray<{ value: GatewayOutcome; label: string; hint: string }> {
  return [
    { value: 'paid', label: 'Pay successfully', hint: 'The bank approves the payment.' },
    { value: 'failed', label: 'Fail the payment', hint: 'The bank declines it; you can retry from the order.' },
    {
      value: 'pending',
      label: 'Leave it pending',
      hint: `The bank confirms later (after ${env().SANDBOX_PENDING_SETTLE_SECONDS} s).`,
    },
  ];
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(body: string, status = 200): NextResponse {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Sandbox payment</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f2f4f7;color:#1d2433}main{max-inline-size:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}.badge{display:inline-block;background:#fff4d6;color:#6b4b00;border-radius:6px;padding:0 .5rem;font-size:.85rem}
button{display:block;inline-size:100%;margin:.75rem 0 0;padding:.8rem 1rem;font:inherit;font-weight:600;border-radius:8px;border:2px solid #1d2433;background:#fff;color:#1d2433;cursor:pointer;text-align:start}
button[value=paid]{background:#0b6b3a;border-color:#0b6b3a;color:#fff}button small{display:block;font-weight:400}button:focus-visible{outline:3px solid #2f6fed;outline-offset:2px}</style></head>
<body><main>${body}</main></body></html>`;
  return new NextResponse(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY' },
  });
}

function disabled(): NextResponse | null {
  return env().PAYMENT_GATEWAY === 'sandbox'
    ? null
    : page('<h1>Not available</h1><p>The sandbox gateway is switched off on this server.</p>', 404);
}

/**
 * The sandbox order of this link if the signed-in visitor owns it; anyone else sees the link as not valid. An id that
 * is not of the gateway's shape (a NUL byte, a path fragment) is not valid either, and never reaches the database.
 */
async function ownOrder(request: NextRequest, id: string): Promise<SandboxOrder | null> {
  if (!isSandboxOrderId(id)) return null;
  const session = await readSession(request);
  return session ? sandboxOrderOf(id, session.user.id) : null;
}

export async function GET(request: NextRequest, context: { params: Promise<{ id: string }> }) {
  const off = disabled();
  if (off) return off;
  const order = await ownOrder(request, (await context.params).id);
  if (!order) return page('<h1>Payment not found</h1><p>This payment link is not valid.</p>', 404);
  const amount = formatMoney({ amountMinor: order.amountMinor, currency: order.currency as Currency }, 'en-IN');
  const buttons = choices()
    .map(
      (c) =>
        `<button name="choice" value="${c.value}">${escapeHtml(c.label)}<small>${escapeHtml(c.hint)}</small></button>`,
    )
    .join('');
  return page(
    `<span class="badge">Sandbox: no real money moves</span><h1>Pay toothsi</h1><p class="amount">${escapeHtml(amount)}</p>
<form method="post" aria-label="Choose how this test payment ends">${buttons}</form>`,
  );
}

export async function POST(request: NextRequest, context: { params: Promise<{ id: string }> }) {
  const off = disabled();
  if (off) return off;
  const form = await readFormData(request, 4 * 1024).catch(() => null);
  const choice = form?.get('choice');
  if (choice !== 'paid' && choice !== 'failed' && choice !== 'pending')
    return page('<h1>Choose an outcome</h1><p>Go back and choose how the payment ends.</p>', 400);
  const id = (await context.params).id;
  if (!(await ownOrder(request, id)))
    return page('<h1>Payment not found</h1><p>This payment link is not valid.</p>', 404);
  const { callback, webhook } = await settleSandboxOrder(id, choice);
  // The gateway's server talks to ours on its own schedule: after the payer is sent back, like a real one.
  after(() => sendSandboxWebhook(webhook));
  return new NextResponse(null, {
    status: 303,
    headers: {
      Location: `${SANDBOX_CALLBACK}?${new URLSearchParams(callback).toString()}`,
      'Cache-Control': 'no-store',
    },
  });
}
