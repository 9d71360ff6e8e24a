// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const content = {
  title: 'How was your experience with us?',
  sorry: "we're sorry we couldn't give our best",
  thanks: 'thank you for your feedback',
  submit: 'Submit',
  later: 'Maybe later',
  rateOnStore: 'Rate us on the store',
  goodMessage: 'Glad you are happy!',
  averageMessage: 'Tell us what to improve.',
  badMessage: 'We let you down.',
  storeRatingAfterDays: 90,
  emojis: [1, 2, 3, 4, 5].map((n) => ({ url: `/images/rate-us/${n}.svg`, alt: `face ${n}` })),
  starImage: { url: '/images/rate-us/star.svg', alt: 'star' },
  storeBadges: [
    {
      store: 'playStore',
      url: 'https://play.google.com/store/apps/details?id=com.toothsi.app',
      image: { url: '/p.svg', alt: 'Google Play' },
    },
    {
      store: 'appStore',
      url: 'https://apps.apple.com/in/app/toothsi/id1560936155',
      image: { url: '/a.svg', alt: 'App Store' },
    },
  ],
};

const calls: Array<{ url: string; body: unknown }> = [];
vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
  calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const body = url.includes('/content')
    ? { content }
    : url.includes('/rate-us')
      ? { tone: 'bad', askStore: false }
      : {};
  return new Response(JSON.stringify(body), {
    status: url.endsWith('/rate-us') ? 201 : 200,
    headers: { 'content-type': 'application/json' },
  });
});

const { RateUsBody } = await import('@/components/rate-us/rate-us-dialog');
const shell = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8')) as Record<
  string,
  unknown
>;

afterEach(() => cleanup());

describe('the rate-us flow', () => {
  it('loads its strings and content when opened, asks a low rating what went wrong, and stores it', async () => {
    const onAnswered = vi.fn();
    await act(async () => {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <NextIntlClientProvider locale="en-IN" timeZone="Asia/Kolkata" messages={shell}>
            <Suspense fallback={<p>loading</p>}>
              <RateUsBody onLater={() => undefined} onClose={() => undefined} onAnswered={onAnswered} />
            </Suspense>
          </NextIntlClientProvider>
        </QueryClientProvider>,
      );
    });
    expect(await screen.findByRole('group', { name: content.title })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Unhappy'));
    expect(screen.getByText(content.badMessage)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What went wrong, or what could we do better?'), {
      target: { value: 'Slot moved twice' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: content.submit }));
    });
    expect(await screen.findByText(content.sorry)).toBeTruthy();
    expect(onAnswered).toHaveBeenCalled();
    expect(calls.find((c) => c.url === '/api/v1/rate-us')?.body).toMatchObject({
      rating: 2,
      comment: 'Slot moved twice',
      locale: 'en-IN',
      source: 'web',
    });
  });
});
