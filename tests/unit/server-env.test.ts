import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOriginProblem, env, resetEnvForTests } from '@/server/env';

/** The environment as a production server would boot with it. */
function boot(vars: Record<string, string | undefined>) {
  resetEnvForTests();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries({
    NODE_ENV: 'production',
    NEXT_PHASE: '',
    PAYMENT_GATEWAY: undefined,
    NEXT_PUBLIC_SITE_URL: undefined,
    UNSAFE_LOCAL_PRODUCTION: undefined,
    ...vars,
  })) {
    vi.stubEnv(name, value);
  }
  return env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe('the environment a production server boots with', () => {
  it('refuses the sandbox gateway, which lets anyone holding a payment link mark an order paid', () => {
    expect(boot({ NEXT_PUBLIC_SITE_URL: 'https://www.toothsi.example' })).toThrow(/PAYMENT_GATEWAY: is the sandbox/);
    expect(boot({ NEXT_PUBLIC_SITE_URL: 'https://www.toothsi.example', PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      /PAYMENT_GATEWAY/,
    );
  });

  it('refuses a loopback site URL', () => {
    for (const url of [
      undefined,
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(
        boot({
          PAYMENT_GATEWAY: 'razorpay',
          RAZORPAY_KEY_ID: 'k',
          RAZORPAY_KEY_SECRET: 's',
          RAZORPAY_WEBHOOK_SECRET: 'w',
          NEXT_PUBLIC_SITE_URL: url,
        }),
        String(url),
      ).toThrow(/NEXT_PUBLIC_SITE_URL/);
    }
  });

  it('boots with a real gateway and a public origin', () => {
    const read = boot({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      NEXT_PUBLIC_SITE_URL: 'https://www.toothsi.example',
    });
    expect(read().PAYMENT_GATEWAY).toBe('razorpay');
  });

  it('allows both on a developer machine only when the loudly named flag says so', () => {
    expect(boot({ UNSAFE_LOCAL_PRODUCTION: '1' })().PAYMENT_GATEWAY).toBe('sandbox');
    expect(boot({ UNSAFE_LOCAL_PRODUCTION: '0' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('leaves development and the build alone', () => {
    expect(boot({ NODE_ENV: 'development' })().PAYMENT_GATEWAY).toBe('sandbox');
    expect(boot({ NEXT_PHASE: 'phase-production-build' })().PAYMENT_GATEWAY).toBe('sandbox');
  });
});

describe('the build a production server boots (issue 30 item 8: referral links never point at localhost)', () => {
  const production = () =>
    boot({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      NEXT_PUBLIC_SITE_URL: 'https://www.toothsi.example',
    })();

  it('refuses a build made without NEXT_PUBLIC_SITE_URL, even with the server’s set', () => {
    expect(buildOriginProblem('', production())).toMatch(/NEXT_PUBLIC_SITE_URL: the build was made without it/);
    expect(buildOriginProblem(undefined, production())).toMatch(/NEXT_PUBLIC_SITE_URL/);
  });

  it('refuses a build made for another origin', () => {
    expect(buildOriginProblem('http://localhost:3000', production())).toMatch(/made with http:\/\/localhost:3000/);
  });

  it('starts a build made for its own origin, and leaves a developer’s machine alone', () => {
    expect(buildOriginProblem('https://www.toothsi.example/', production())).toBeNull();
    expect(buildOriginProblem('', boot({ UNSAFE_LOCAL_PRODUCTION: '1' })())).toBeNull();
    expect(buildOriginProblem('', boot({ NODE_ENV: 'development' })())).toBeNull();
  });
});
