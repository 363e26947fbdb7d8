// Queueing (in the caller's transaction) and the outbox without SMTP: logged, printed in development,
// never a token in production logs; the development mailbox reads it.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailWorker, findOutboxEmail, listOutbox, queueEmail, unrenderedEmail } from "../src";
import { captureLogger, waitFor } from "./smtp-catcher";

let database: TestDatabase;
const TOKEN = "tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const LINK = `https://shop.test/pl/warszawa/auth/verify-email?token=${TOKEN}`;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(schema.emails);
});

const verify = (to: string) =>
  queueEmail(database.db, { to, locale: "pl", brand: "default", message: { kind: "verify-email", firstName: "Anna", link: LINK } });

describe("queueEmail", () => {
  it("inserts the rendered e-mail, queued and due now", async () => {
    await verify("anna@example.test");
    const [row] = await database.db.select().from(schema.emails);
    expect(row).toMatchObject({ toAddress: "anna@example.test", kind: "verify-email", locale: "pl", status: "queued", attempts: 0 });
    expect(row?.subject).toBe("Potwierdź swój adres e-mail – Smoke Point");
    expect(row?.text).toContain(LINK);
    expect(row?.html).toMatch(/^<!DOCTYPE html[\s>]/);
  });

  it("belongs to the caller's transaction", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueEmail(tx, {
          to: "gone@example.test",
          locale: "en",
          brand: "default",
          message: { kind: "verify-email", firstName: "A", link: LINK },
        });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await database.db.select().from(schema.emails)).toHaveLength(0);
  });
});

describe("without SMTP", () => {
  it("marks the e-mail logged and prints recipient, subject and text in development", async () => {
    const { logger, lines } = captureLogger();
    await verify("dev@example.test");
    const worker = createMailWorker({ database, logger, logTexts: true, pollMs: 50 });
    try {
      await waitFor(async () => (await database.db.select().from(schema.emails))[0]?.status === "logged");
    } finally {
      await worker.stop();
    }
    const printed = lines.find((line) => "text" in line.fields);
    expect(printed?.fields).toMatchObject({ to: "dev@example.test", subject: "Potwierdź swój adres e-mail – Smoke Point" });
    expect(JSON.stringify(printed?.fields)).toContain(TOKEN);
  });

  it("in production prints only recipient and kind, never the link's token", async () => {
    const { logger, lines } = captureLogger();
    await verify("prod@example.test");
    const worker = createMailWorker({ database, logger, logTexts: false, pollMs: 50 });
    try {
      await waitFor(async () => (await database.db.select().from(schema.emails))[0]?.status === "logged");
    } finally {
      await worker.stop();
    }
    const printed = lines.find((line) => JSON.stringify(line.fields).includes("prod@example.test"));
    expect(printed?.fields).toMatchObject({ to: "prod@example.test", kind: "verify-email" });
    expect(printed?.message).toContain("outbox");
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });

  it("wake() runs a pass at once, stop() ends polling", async () => {
    const { logger } = captureLogger();
    const worker = createMailWorker({ database, logger, logTexts: false, pollMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await verify("woken@example.test");
    worker.wake();
    await waitFor(async () => (await database.db.select().from(schema.emails))[0]?.status === "logged", 5_000);
    await worker.stop();
    await verify("after-stop@example.test");
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [row] = await database.db.select().from(schema.emails).where(eq(schema.emails.toAddress, "after-stop@example.test"));
    expect(row?.status).toBe("queued");
  });
});

/** An e-mail queued as the order's statement queues it (issue 37): what it says, rendered by the worker. */
const unrendered = (to: string, link = LINK) =>
  database.db.insert(schema.emails).values({
    ...unrenderedEmail({ to, locale: "pl", brand: "default", message: { kind: "verify-email", firstName: "Ola", link } }),
    subject: "",
    html: "",
    text: "",
  });
const rowTo = async (to: string) => (await database.db.select().from(schema.emails).where(eq(schema.emails.toAddress, to)))[0];

describe("an e-mail queued unrendered (the order e-mail)", () => {
  it("is rendered by the worker as queueEmail would have rendered it, and shown so after it went", async () => {
    await verify("rendered@example.test");
    await unrendered("later@example.test");
    const { logger, lines } = captureLogger();
    const worker = createMailWorker({ database, logger, logTexts: true, pollMs: 50 });
    try {
      await waitFor(async () => (await rowTo("later@example.test"))?.status === "logged");
    } finally {
      await worker.stop();
    }
    const [early, late] = [await rowTo("rendered@example.test"), await rowTo("later@example.test")];
    // The row keeps what the e-mail says, not its markup (outbox.ts markSent); the mailbox renders it again.
    expect(late?.html).toBe("");
    const shown = await findOutboxEmail(database.db, late?.id ?? 0);
    expect(shown?.subject).toBe("Potwierdź swój adres e-mail – Smoke Point");
    expect(shown?.text).toBe(early?.text?.replace("Anna", "Ola"));
    expect(shown?.html).toBe(early?.html?.replaceAll("Anna", "Ola"));
    const printed = lines.find((line) => JSON.stringify(line.fields).includes("later@example.test"));
    expect(printed?.fields).toMatchObject({ subject: "Potwierdź swój adres e-mail – Smoke Point" });
  });

  it("shows in the development mailbox before the worker took it", async () => {
    await unrendered("waiting@example.test");
    const [listed] = await listOutbox(database.db);
    expect(listed).toMatchObject({ to: "waiting@example.test", status: "queued", subject: "Potwierdź swój adres e-mail – Smoke Point" });
    expect((await findOutboxEmail(database.db, listed?.id ?? 0))?.text).toContain(LINK);
  });

  it("fails for good when it cannot be rendered, and the others of the batch still go", async () => {
    await unrendered("broken@example.test", "javascript:alert(1)");
    await unrendered("fine@example.test");
    const { logger, lines } = captureLogger();
    const worker = createMailWorker({ database, logger, logTexts: false, pollMs: 50 });
    try {
      await waitFor(async () => (await rowTo("fine@example.test"))?.status === "logged");
      await waitFor(async () => (await rowTo("broken@example.test"))?.status === "failed");
    } finally {
      await worker.stop();
    }
    expect((await rowTo("broken@example.test"))?.lastError).toMatch(/^not rendered/);
    expect(lines.some((line) => line.message === "e-mail failed for good")).toBe(true);
  });
});

describe("development mailbox queries", () => {
  it("lists the latest e-mails and finds one by id", async () => {
    await verify("first@example.test");
    await verify("Second@Example.test");
    const all = await listOutbox(database.db);
    expect(all.map((e) => e.to)).toEqual(["Second@Example.test", "first@example.test"]);
    expect(all[0]).toMatchObject({ kind: "verify-email", locale: "pl", status: "queued" });
    expect(typeof all[0]?.createdAt).toBe("string");
    expect((await listOutbox(database.db, { to: "second@example.test" })).map((e) => e.to)).toEqual(["Second@Example.test"]);
    const found = await findOutboxEmail(database.db, all[1]?.id ?? 0);
    expect(found?.text).toContain(LINK);
    expect(await findOutboxEmail(database.db, 999_999)).toBeNull();
  });
});
