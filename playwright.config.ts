import { defineConfig, devices } from '@playwright/test';

/** One port for the built app and the reference API (server/cli/start.ts serves both). */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_URL = `http://127.0.0.1:${PORT}`;
/** The key of `Authorization: Token …` for the tests that create channels (not a secret). */
export const E2E_WRITE_TOKEN = 'e2e-write-token-0123456789abcdef';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: E2E_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright's own browser download cannot work here: use Debian's Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The real reference server on an in-memory database, serving the freshly built app.
    command: `npx vite build --logLevel warn && npx tsx server/cli/start.ts --port ${PORT} --memory --count 300`,
    url: `${E2E_URL}/api/channels`,
    env: { CHANNELS_WRITE_TOKEN: E2E_WRITE_TOKEN },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
