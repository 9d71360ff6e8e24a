import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/server/env';
import { recentOutbox } from '@/server/outbox';

export const dynamic = 'force-dynamic';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Recent SMS of the outbox, for developers and e2e tests. It exists only with DEV_OUTBOX=1 (the start script
 * says so loudly); otherwise it is a plain 404, in production too.
 */
export async function GET(request: NextRequest) {
  if (!env().DEV_OUTBOX) return new NextResponse('Not found', { status: 404 });
  const entries = await recentOutbox();
  if (request.nextUrl.searchParams.get('format') === 'json')
    return NextResponse.json({ messages: entries }, { headers: { 'Cache-Control': 'no-store' } });
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escape(e.createdAt)}</td><td>${escape(e.recipient)}</td><td>${escape(e.purpose)}</td><td>${escape(e.body)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Outbox</title><body style="font-family:system-ui;padding:1rem"><h1>Outbox (development only)</h1><table border="1" cellpadding="6"><thead><tr><th>At</th><th>To</th><th>Purpose</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  return new NextResponse(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
