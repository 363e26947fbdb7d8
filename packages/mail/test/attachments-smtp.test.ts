// An e-mail with an attachment (an invoice's PDF, issue 34) goes through a real SMTP server (in this process) with its
// file intact: the name, the type and every byte.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMailWorker, queueEmail } from "../src";
import { captureLogger, startCatcher, waitFor } from "./smtp-catcher";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

it("sends the attachment stored with the e-mail, and a plain e-mail without any", async () => {
  const smtp = await startCatcher();
  // Every byte value, so that nothing on the way may treat the file as text.
  const pdf = new Uint8Array([...Buffer.from("%PDF-1.7\n"), ...Array.from({ length: 256 }, (_, i) => i)]);
  const message = {
    kind: "invoice" as const,
    firstName: "Jan",
    orderId: "7KQ2M9XB4RT6H",
    link: "https://shop.test/pl/warszawa/order-tracking/7KQ2M9XB4RT6H",
    number: "FV/2026/11/00042",
    corrects: null,
    issueDate: "2026-11-29",
    gross: 12_300,
    ksef: { state: "not-applicable" as const },
  };
  await queueEmail(database.db, {
    to: "jan@example.test",
    locale: "pl",
    brand: "default",
    message,
    attachments: [{ filename: "FV-2026-11-00042.pdf", contentType: "application/pdf", content: pdf }],
  });
  await queueEmail(database.db, { to: "plain@example.test", locale: "pl", brand: "default", message });
  const worker = createMailWorker({ database, logger: captureLogger().logger, smtpUrl: smtp.url, logTexts: false, pollMs: 100 });
  try {
    worker.wake();
    const received = await waitFor(async () => smtp.received.length === 2 && smtp.received);
    const withFile = received.find((r) => r.rcptTo[0] === "jan@example.test")?.mail;
    const plain = received.find((r) => r.rcptTo[0] === "plain@example.test")?.mail;
    expect(withFile?.subject).toContain("FV/2026/11/00042");
    expect(withFile?.attachments).toHaveLength(1);
    const [file] = withFile?.attachments ?? [];
    expect(file?.filename).toBe("FV-2026-11-00042.pdf");
    expect(file?.contentType).toBe("application/pdf");
    expect(new Uint8Array(file?.content ?? [])).toEqual(pdf);
    expect(plain?.attachments).toEqual([]);
    const [row] = await database.db.select().from(schema.emails).where(eq(schema.emails.toAddress, "jan@example.test"));
    expect(row?.status).toBe("sent");
  } finally {
    await worker.stop();
    await smtp.close();
  }
});
