// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { AccountUser, Address } from '@/lib/api/account-contracts';
import { makeQueryClient } from '@/client/query-client';
import { queryKeys } from '@/client/query-keys';

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/my-account/select-address',
  useLocale: () => 'en-IN',
}));
vi.mock('@/components/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const { AddressList } = await import('@/components/account/address-list');
const { useSignOut } = await import('@/client/session');
const { ProfileForm } = await import('@/components/account/profile-form');

const read = (file: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', file), 'utf8')) as Record<string, unknown>;
const messages = {
  ...read('en.json'),
  address: read('en/address.json'),
  errors: read('en/errors.json'),
  profile: read('en/profile.json'),
};

const USER: AccountUser = {
  id: 'u1',
  phone: '+919700000001',
  country: 'IN',
  name: null,
  gender: null,
  email: null,
  dateOfBirth: null,
  preferredLanguage: null,
  journeyStage: 'initial',
  nameLocked: false,
  genderLocked: false,
};
const HOME: Address = {
  id: '7b0f5a3e-0000-4000-8000-000000000001',
  label: 'home',
  recipientName: 'Asha Rao',
  phone: '+919700000001',
  line1: '12 Hill Road',
  line2: null,
  landmark: null,
  city: 'Mumbai',
  pincode: '400050',
  country: 'IN',
  isDefault: true,
};
const WORK: Address = {
  ...HOME,
  id: '7b0f5a3e-0000-4000-8000-000000000002',
  label: 'work',
  line1: '4 Sea View',
  isDefault: false,
};

type Answer = { status: number; body: unknown };
/** A fake API: answers each `METHOD path` from its queue (the last answer repeats), and records every call. */
function fakeApi(routes: Record<string, Answer[]>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}`;
    calls.push(call);
    const queue = routes[call];
    if (!queue?.length) throw new Error(`unexpected ${call}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderWith(client: QueryClient, ui: ReactNode) {
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en-IN" timeZone="Asia/Kolkata" messages={messages}>
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

/** The app's query client, with its retry rules, waiting 1 ms instead of seconds between retries. */
function testClient(): QueryClient {
  const client = makeQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 1 },
  });
  return client;
}

beforeEach(() => {
  router.push.mockReset();
  router.replace.mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a read that fails', () => {
  it('shows the failure with a retry button, never an empty list, and the retry reads it again', async () => {
    const calls = fakeApi({
      'GET /api/v1/addresses': [
        { status: 503, body: { error: { code: 'DATABASE_UNAVAILABLE', message: '', status: 503 } } },
        { status: 503, body: { error: { code: 'DATABASE_UNAVAILABLE', message: '', status: 503 } } },
        { status: 503, body: { error: { code: 'DATABASE_UNAVAILABLE', message: '', status: 503 } } },
        { status: 200, body: { addresses: [HOME] } },
      ],
    });
    const client = testClient();
    client.setQueryData(queryKeys.session, USER);
    renderWith(client, <AddressList user={USER} />);

    const failure = await screen.findByTestId('query-error');
    expect(failure.getAttribute('role')).toBe('alert');
    expect(failure.textContent).toContain('We could not load this.');
    // Tried three times (two retries of a 503), and not shown as "no addresses".
    expect(calls.filter((c) => c === 'GET /api/v1/addresses')).toHaveLength(3);
    expect(screen.queryByText(/You have not saved an address yet/)).toBeNull();

    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('address')).toBeTruthy();
    expect(screen.queryByTestId('query-error')).toBeNull();
    expect(calls.filter((c) => c === 'GET /api/v1/addresses')).toHaveLength(4);
  });

  it('is not retried when the answer is a 4xx, and a session that ends sends the customer to sign in', async () => {
    const calls = fakeApi({
      'GET /api/v1/addresses': [{ status: 401, body: { error: { code: 'UNAUTHORIZED', message: '', status: 401 } } }],
      'GET /api/v1/auth/session': [{ status: 200, body: { user: null } }],
    });
    const client = testClient();
    renderWith(client, <AddressList user={USER} />);
    await screen.findByTestId('query-error');
    expect(calls.filter((c) => c === 'GET /api/v1/addresses')).toHaveLength(1);
    // The page's customer seeds the session: nobody is sent away until the session says they are signed out.
    expect(router.replace).not.toHaveBeenCalled();
    client.setQueryData(queryKeys.session, null);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/sign-in?next=%2Fmy-account%2Fselect-address'));
  });
});

/** The header's sign-out, as far as the page is concerned. */
function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => signOut.mutate()}>
      Sign out
    </button>
  );
}

describe('signing out in this tab', () => {
  it('is not taken for a session that ended: the page does not send the visitor to sign in', async () => {
    const calls = fakeApi({ 'POST /api/v1/auth/logout': [{ status: 200, body: { ok: true } }] });
    const client = testClient();
    client.setQueryData(queryKeys.addresses, [HOME]);
    renderWith(
      client,
      <>
        <SignOutButton />
        <AddressList user={USER} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(client.getQueryData(queryKeys.session)).toBeNull());
    expect(calls).toEqual(['POST /api/v1/auth/logout']);
    // What was read for the customer is stale, read again only where it is shown next.
    expect(client.getQueryState(queryKeys.addresses)?.isInvalidated).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('a mutation', () => {
  it('invalidates its key: deleting an address reads the list again', async () => {
    const calls = fakeApi({
      [`DELETE /api/v1/addresses/${WORK.id}`]: [{ status: 200, body: { ok: true } }],
      'GET /api/v1/addresses': [{ status: 200, body: { addresses: [HOME] } }],
    });
    vi.stubGlobal('confirm', () => true);
    const client = testClient();
    // As the page hands it over (components/page-data.tsx): the list read on the server.
    client.setQueryData(queryKeys.addresses, [HOME, WORK]);
    client.setQueryData(queryKeys.cart('en-IN'), { count: 0 });
    renderWith(client, <AddressList user={USER} />);
    expect(screen.getAllByTestId('address')).toHaveLength(2);
    expect(calls).toEqual([]);

    fireEvent.click(within(screen.getAllByTestId('address')[1]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('address')).toHaveLength(1));
    expect(calls).toEqual([`DELETE /api/v1/addresses/${WORK.id}`, 'GET /api/v1/addresses']);
    // The carts were invalidated too: one may have been delivering to that address.
    expect(client.getQueryState(queryKeys.cart('en-IN'))?.isInvalidated).toBe(true);
  });
});

describe('a form', () => {
  it('checks the values with the API’s schema first, and shows the field’s error without sending anything', async () => {
    const calls = fakeApi({});
    const client = testClient();
    renderWith(client, <ProfileForm user={USER} note="Name and gender are saved once." submitLabel="Save" />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'M3era' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your name using letters (2 to 80 characters).')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the field errors of a 400 next to their fields, and a save updates the session', async () => {
    fakeApi({
      'POST /api/v1/user/update-profile': [
        {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: '',
              status: 400,
              fields: [{ path: 'body.email', message: 'Enter a valid email address.', code: 'invalidField' }],
            },
          },
        },
        { status: 200, body: { user: { ...USER, name: 'Meera Iyer', nameLocked: true } } },
      ],
    });
    const client = testClient();
    renderWith(client, <ProfileForm user={USER} note="Name and gender are saved once." submitLabel="Save" />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Meera Iyer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('name-locked')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your profile is saved.');
    expect(client.getQueryData<AccountUser>(queryKeys.session)?.name).toBe('Meera Iyer');
  });
});
