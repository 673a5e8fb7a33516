import { expect } from '@playwright/test';

/*
 * The SMTP catcher playwright.config.ts starts for the run (maildev), read over its REST API:
 * `GET /email` lists every caught message with its decoded text and HTML parts.
 */
const MAILDEV_PORT = process.env.BINGEABLE_E2E_MAILDEV_PORT;

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
}

function maildevUrl(path: string): string {
  if (!MAILDEV_PORT) throw new Error('BINGEABLE_E2E_MAILDEV_PORT is unset: run through playwright.config.ts');
  return `http://127.0.0.1:${MAILDEV_PORT}${path}`;
}

/** Every caught message to `address`, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(maildevUrl('/email'));
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Waits (mails are sent in the background) until `count` messages to `address` have arrived. */
export async function waitForMails(address: string, count = 1): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(address);
        return mails.length;
      },
      { message: `${count} mail(s) to ${address} in maildev`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The confirmation link in a mail's plain-text part. */
export function confirmationLink(mail: CaughtMail): string {
  const match = /https?:\/\/\S+\/auth\/verify\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in the mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}

/** A fresh address per test, so no test depends on another's account. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
