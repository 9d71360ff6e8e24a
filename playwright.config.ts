import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * E2E against the production build (`next start`) on the embedded database, in Debian's Chromium. Playwright
 * never downloads a browser here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: `node --conditions=react-server --import tsx scripts/start.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      PGLITE_PORT: String(PORT + 1000),
      TRUST_PROXY: '1',
      REVALIDATE_SECRET: 'e2e-revalidate-secret-0123456789',
      PGLITE_DATA_DIR: '.data/e2e/pglite',
      DEV_OUTBOX: '1',
      // Every test browser is 127.0.0.1: one network. The per-network limit itself is tested in tests/integration.
      OTP_SENDS_PER_NETWORK: '100000',
      OPS_SECRET: 'e2e-ops-secret-0123456789abcdef',
    },
    stdout: 'pipe',
  },
});
