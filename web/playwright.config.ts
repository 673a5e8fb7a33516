import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/*
 * Browser tests run against the real `bingeable` binary serving the built SPA
 * (`npm run build` first), so routing, the SPA fallback and /api are the
 * production ones. The browser is the system Chromium: nothing is downloaded.
 */
// Several people run e2e on this machine at once: each picks a free port.
const PORT = Number(process.env.BINGEABLE_E2E_PORT ?? 4173);
if (!Number.isInteger(PORT) || PORT <= 0 || PORT > 65535) {
  throw new Error(`BINGEABLE_E2E_PORT must be a TCP port number, got "${process.env.BINGEABLE_E2E_PORT}"`);
}
const BASE_URL = `http://127.0.0.1:${PORT}`;
const repoRoot = resolve(import.meta.dirname, '..');
const serverBinary = process.env.BINGEABLE_E2E_BIN ?? resolve(repoRoot, 'target/debug/bingeable');
const resultsDir = resolve(import.meta.dirname, 'test-results');
// A fresh SQLite file per run keeps tests independent of any developer data.
const dbDir = resolve(resultsDir, `db-${process.pid}`);
mkdirSync(dbDir, { recursive: true });

export default defineConfig({
  testDir: './e2e',
  // Playwright empties outputDir when a run starts: one folder per port keeps parallel runs
  // from deleting each other's traces.
  outputDir: resolve(resultsDir, `artifacts-${PORT}`),
  fullyParallel: false,
  workers: 1, // two shared CPU cores
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.BINGEABLE_CHROMIUM ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--disable-gpu',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `"${serverBinary}" serve --addr 127.0.0.1:${PORT} --static-dir dist --database-url "sqlite://${dbDir}/e2e.db"`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // The server resolves its data paths against its working directory (web/),
    // so point them at the repo's data/ unless the caller chose other ones.
    env: {
      BINGEABLE_CATALOG: process.env.BINGEABLE_CATALOG ?? resolve(repoRoot, 'data/test/catalog.bin'),
      BINGEABLE_MODEL_DIR: process.env.BINGEABLE_MODEL_DIR ?? resolve(repoRoot, 'data/model'),
    },
  },
});
