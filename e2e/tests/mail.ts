import { type APIRequestContext, expect } from "@playwright/test";
import { MAIL_HTTP_PORT } from "./servers";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A unique address per test run, so that tests running side by side read only their own mail. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/** Waits until the test's SMTP server has received `count` messages for the address; returns the newest. */
export async function waitForMail(request: APIRequestContext, to: string, count = 1): Promise<ReceivedMail> {
  let messages: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`, { params: { to } });
        messages = (await response.json()) as ReceivedMail[];
        return messages.length;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThanOrEqual(count);
  return messages[messages.length - 1] as ReceivedMail;
}

/** The link of an e-mail to one of the shop's pages (the text part: never regex the quoted-printable HTML). */
export function shopLink(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/auth\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in the e-mail "${mail.subject}": ${mail.text}`);
  return new URL(match[0]);
}
