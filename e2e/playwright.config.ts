import { defineConfig, devices } from '@playwright/test';

// Set E2E_PORT to run two suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only: a test that fails twice still fails the run, and a pass on the retry
  // is reported as "flaky" in the output. Locally a failure is never retried.
  retries: process.env.CI ? 1 : 0,
  // A safety net for a hung test, not a speed target: on a slow machine (the browser suite
  // three times slower than usual) an accessibility test that reads four states took 31 s.
  timeout: 60_000,
  // Also a safety net: on that slow machine the admin's product list (its bundle is the
  // largest) once showed its rows 10 s after the page was opened.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Pages settle at once: an entrance fade half-way is no state a test should check
    // (storefront-motion.spec.ts shows visitors who ask for less motion get the same).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright's own browsers are never downloaded.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx support/start-server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
