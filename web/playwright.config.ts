import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL } from './e2e/operator';

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

/** A TCP port nobody listens on right now (asked of the OS, synchronously: the config is not async). */
function freePort(): number {
  const script = "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/*
 * A real SMTP catcher (maildev from test-tools/) for the whole run: the server under test sends
 * its confirmation mails there, and e2e/mail.ts reads them over maildev's REST API. The config is
 * evaluated again in each worker, so the ports chosen here travel in the environment the workers
 * inherit.
 */
process.env.BINGEABLE_E2E_SMTP_PORT ??= String(freePort());
process.env.BINGEABLE_E2E_MAILDEV_PORT ??= String(freePort());
const SMTP_PORT = Number(process.env.BINGEABLE_E2E_SMTP_PORT);
const MAILDEV_PORT = Number(process.env.BINGEABLE_E2E_MAILDEV_PORT);
const maildevScript = resolve(repoRoot, 'test-tools/node_modules/maildev/bin/maildev');

/*
 * A real OpenID Connect provider (test-tools/oidc-provider.mjs: oauth2-mock-server with a control
 * endpoint) stands in for Google: the server under test discovers it, sends the browser to it and
 * verifies its ID tokens. e2e/oauth.spec.ts sets the claims of the next sign-in through
 * BINGEABLE_E2E_OIDC_PORT.
 */
process.env.BINGEABLE_E2E_OIDC_PORT ??= String(freePort());
const OIDC_PORT = Number(process.env.BINGEABLE_E2E_OIDC_PORT);
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const oidcScript = resolve(repoRoot, 'test-tools/oidc-provider.mjs');

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
  webServer: [
    {
      // `npm ci` in test-tools/ installs it (as `make test-rust` does).
      command: `"${process.execPath}" "${maildevScript}" --smtp ${SMTP_PORT} --web ${MAILDEV_PORT} --ip 127.0.0.1 --silent`,
      url: `http://127.0.0.1:${MAILDEV_PORT}/email`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `"${process.execPath}" "${oidcScript}" --port ${OIDC_PORT} --host 127.0.0.1`,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
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
        // Mail goes to the catcher above, with links into the SPA under test.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        BINGEABLE_PUBLIC_URL: BASE_URL,
        // Every test signs up and in from 127.0.0.1: the production limits (30 a minute per
        // address) would make a run flaky. A test about the limits sets its own server.
        BINGEABLE_AUTH_ATTEMPTS_PER_IP: '10000',
        BINGEABLE_AUTH_ATTEMPTS_PER_ACCOUNT: '10000',
        // Several tests send the contact form from 127.0.0.1 (production: 5 an hour).
        BINGEABLE_CONTACT_PER_HOUR: '10000',
        // "Google" is the mock provider above.
        BINGEABLE_GOOGLE_CLIENT_ID: 'bingeable-e2e',
        BINGEABLE_GOOGLE_CLIENT_SECRET: 'bingeable-e2e-secret',
        BINGEABLE_GOOGLE_ISSUER_URL: OIDC_ISSUER,
        // e2e/admin.spec.ts signs up this account to open /admin (case differs on purpose).
        BINGEABLE_ADMIN_EMAILS: ADMIN_EMAIL.toUpperCase(),
        // e2e/weekly-picks.spec.ts waits for a weekly mail: look for due ones every second.
        BINGEABLE_WEEKLY_PICKS_INTERVAL_SECS: '1',
      },
    },
  ],
});
