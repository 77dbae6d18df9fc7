import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS } from './support/stack.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = E2E_PORTS.app;

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A journey through sign-up (a real proof-of-work captcha, argon2, the e-mailed link) takes
  // 20-30 s on two cores shared by two workers, the server and the browser: the default of
  // 30 s failed such tests at random. Each wait inside a test still has its own short timeout.
  timeout: 90_000,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium; Playwright never downloads a browser here.
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // A fresh data folder per run, with real SMTP and OpenID peers: see support/start-stack.ts.
  webServer: {
    command: `node --import tsx ${path.join(root, 'e2e/support/start-stack.ts')}`,
    cwd: root,
    url: `http://localhost:${port}/api/readyz`,
    // Ten CLI runs (accounts, lyons's parcels) and the demo seed come first: on two busy cores
    // that took over three minutes.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
