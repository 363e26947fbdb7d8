// The worker sends queued e-mails through a real SMTP server (in this process), retries when it is down,
// and, with two workers at once, sends each e-mail exactly once.
import { createPool, type Database, schema, wrap } from "@shop/db";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailWorker, findOutboxEmail, type MailLogger, type MailWorker, queueEmail, unrenderedEmail } from "../src";
import { type Catcher, captureLogger, freePort, startCatcher, waitFor } from "./smtp-catcher";

let database: TestDatabase;
const cleanup: Array<() => Promise<void>> = [];
const FAST = { pollMs: 100, retryDelaysMs: [200, 200, 200, 200] };
const LINK = `https://shop.test/ru/moskva/auth/password-restore/finish?token=${"Zz9_-".repeat(30)}&lang=ru`;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(schema.emails);
  return async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  };
});

function worker(
  smtpUrl: string,
  options: { database?: Database; pollMs?: number; batchSize?: number; logger?: MailLogger } = {},
): MailWorker {
  const { logger } = captureLogger();
  const started = createMailWorker({ database, logger, smtpUrl, logTexts: false, ...FAST, ...options });
  cleanup.push(() => started.stop());
  return started;
}

async function catcher(port?: number): Promise<Catcher> {
  const started = await startCatcher(port);
  cleanup.push(() => started.close());
  return started;
}

const restore = (to: string) =>
  queueEmail(database.db, { to, locale: "ru", brand: "default", message: { kind: "password-restore", firstName: "Алёна", link: LINK } });

const rowOf = async (to: string) => (await database.db.select().from(schema.emails).where(eq(schema.emails.toAddress, to)))[0];

describe("mail worker with SMTP", () => {
  it("delivers a queued e-mail: Cyrillic subject, the long link, HTML and text intact", async () => {
    const smtp = await catcher();
    await restore("alena@example.test");
    worker(smtp.url).wake();
    const { mail, rcptTo } = await waitFor(async () => smtp.received[0]);
    expect(rcptTo).toEqual(["alena@example.test"]);
    expect(mail.subject).toBe("Восстановление пароля — Smoke Point");
    expect(mail.from?.value[0]).toEqual({ name: "Smoke Point", address: "no-reply@localhost" });
    expect(mail.replyTo?.value[0]?.address).toBe("hello@smokepoint.example");
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain("Здравствуйте, Алёна!");
    expect(typeof mail.html).toBe("string");
    expect(mail.html).toContain(`href="${LINK.replaceAll("&", "&amp;")}"`);
    const row = await waitFor(async () => {
      const current = await rowOf("alena@example.test");
      return current?.status === "sent" && current;
    });
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("renders and delivers an e-mail queued unrendered, also by a worker started after the one that queued it", async () => {
    const smtp = await catcher();
    // What placing an order commits (issue 37): the e-mail's message, no subject, HTML or text yet. No worker ran
    // when it was committed (the process died right after the commit); the next one sends it once.
    await database.db.insert(schema.emails).values({
      ...unrenderedEmail({
        to: "late@example.test",
        locale: "ru",
        brand: "default",
        message: { kind: "password-restore", firstName: "Алёна", link: LINK },
      }),
      subject: "",
      html: "",
      text: "",
    });
    worker(smtp.url).wake();
    const { mail, rcptTo } = await waitFor(async () => smtp.received[0]);
    expect(rcptTo).toEqual(["late@example.test"]);
    expect(mail.subject).toBe("Восстановление пароля — Smoke Point");
    expect(mail.text).toContain("Здравствуйте, Алёна!");
    expect(mail.html).toContain(`href="${LINK.replaceAll("&", "&amp;")}"`);
    const row = await waitFor(async () => {
      const current = await rowOf("late@example.test");
      return current?.status === "sent" && current;
    });
    // The row keeps what the e-mail says (outbox.ts markSent), and shows it as it went.
    expect(row).toMatchObject({ attempts: 1, html: "" });
    expect(await findOutboxEmail(database.db, row.id)).toEqual({ subject: mail.subject, html: mail.html, text: mail.text });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });

  it("retries while nobody listens, and delivers once the server is up", async () => {
    const port = await freePort();
    await restore("later@example.test");
    worker(`smtp://127.0.0.1:${port}`).wake();
    const failed = await waitFor(async () => {
      const row = await rowOf("later@example.test");
      return row?.lastError ? row : null;
    });
    expect(failed.status).toBe("queued");
    expect(failed.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    const smtp = await catcher(port);
    await waitFor(async () => (await rowOf("later@example.test"))?.status === "sent");
    expect(smtp.received).toHaveLength(1);
  });

  it("retries while the server refuses, and gives up after the last delay", async () => {
    const smtp = await catcher();
    smtp.refusing = true;
    await restore("refused@example.test");
    const sender = worker(smtp.url);
    const refused = await waitFor(async () => {
      const row = await rowOf("refused@example.test");
      return row && row.attempts >= 2 && row;
    });
    expect(refused.lastError).toContain("451");
    smtp.refusing = false;
    sender.wake();
    const sent = await waitFor(async () => {
      const row = await rowOf("refused@example.test");
      return row?.status === "sent" && row;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.received.map((r) => r.rcptTo)).toEqual([["refused@example.test"]]);

    smtp.refusing = true;
    await restore("never@example.test");
    const failed = await waitFor(async () => {
      const row = await rowOf("never@example.test");
      return row?.status === "failed" && row;
    });
    expect(failed.attempts).toBe(FAST.retryDelaysMs.length + 1);
  });

  it("two workers at once deliver every e-mail exactly once", async () => {
    const smtp = await catcher();
    const addresses = Array.from({ length: 40 }, (_, i) => `customer${i}@example.test`);
    for (const to of addresses) await restore(to);
    // On PostgreSQL the second worker has connections of its own; PGlite is one connection.
    const other = isPostgresRun() ? wrap("postgres", createPool(database.url, 3), async () => {}) : database;
    if (other !== database) cleanup.push(() => other.close());
    const logs = [captureLogger(), captureLogger()];
    const first = worker(smtp.url, { pollMs: 20, batchSize: 5, logger: logs[0]?.logger });
    const second = worker(smtp.url, { database: other, pollMs: 20, batchSize: 5, logger: logs[1]?.logger });
    first.wake();
    second.wake();
    await waitFor(async () => {
      const rows = await database.db.select().from(schema.emails);
      return rows.every((row) => row.status === "sent");
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const delivered = smtp.received.flatMap((r) => r.rcptTo).sort();
    expect(delivered).toEqual([...addresses].sort());
    const rows = await database.db.select().from(schema.emails);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const sentBy = logs.map((log) => log?.lines.filter((line) => line.message === "e-mail sent").length);
    expect(sentBy[0]).toBeGreaterThan(0);
    expect(sentBy[1]).toBeGreaterThan(0);
    expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(addresses.length);
  });
});
