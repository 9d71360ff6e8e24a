// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { contactUsSchema } from '@/server/content/schemas';

vi.mock('@/components/link', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const { SupportPanel } = await import('@/components/shell/support-panel');
const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8')) as Record<
  string,
  unknown
>;
const contact = contactUsSchema.parse(
  JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'en', 'toothsi-contact-us.json'), 'utf8')),
);

function renderAt(iso: string) {
  vi.useFakeTimers({ now: new Date(iso), toFake: ['Date', 'setInterval', 'clearInterval'] });
  render(
    <NextIntlClientProvider locale="en-IN" timeZone="Asia/Kolkata" messages={messages}>
      <SupportPanel contact={contact} timeZone="Asia/Kolkata" />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SupportPanel', () => {
  it('says "Open now" during support hours, with call, WhatsApp and email actions', async () => {
    await act(async () => renderAt('2026-11-22T06:00:00Z')); // 11:30 IST
    expect(screen.getByRole('status').textContent).toBe('Open now');
    expect(screen.getByRole('link', { name: /call/i }).getAttribute('href')).toMatch(/^tel:\+91/);
    expect(screen.getByRole('link', { name: /whatsapp/i }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/91\d+$/);
    expect(screen.getByRole('link', { name: /email/i }).getAttribute('href')).toBe(
      `mailto:${contact.customerSupport.email}`,
    );
  });

  it('says when we open again outside support hours', async () => {
    await act(async () => renderAt('2026-11-22T17:00:00Z')); // 22:30 IST
    expect(screen.getByRole('status').textContent).toMatch(/closed now, we reply from 09:00/i);
  });

  it('lists the callback reasons from the content', async () => {
    await act(async () => renderAt('2026-11-22T06:00:00Z'));
    for (const reason of contact.callbackReasons) expect(screen.getByText(reason.reason)).toBeTruthy();
  });
});
