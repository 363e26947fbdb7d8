// The review request e-mail (issue 38) goes through a real SMTP server (in this process): in the customer's language,
// each product's review form linked, and the one-click opt-out link in both parts.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMailWorker, queueEmail } from "../src";
import { captureLogger, startCatcher, waitFor } from "./smtp-catcher";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

it("sends the review request with its form and opt-out links", async () => {
  const smtp = await startCatcher();
  const optOut = "https://shop.test/uk/warszawa/info/reviews?optOut=tok3n";
  await queueEmail(database.db, {
    to: "olena@example.test",
    locale: "uk",
    brand: "default",
    message: {
      kind: "review-request",
      firstName: "Олена",
      orderId: "7KQ2M9XB4RT6H",
      products: [{ name: "Adalya Love 66", link: "https://shop.test/uk/warszawa/reviews/adalya-love-66" }],
      unsubscribeLink: optOut,
    },
  });
  const worker = createMailWorker({ database, logger: captureLogger().logger, smtpUrl: smtp.url, logTexts: false, pollMs: 100 });
  try {
    worker.wake();
    const [received] = await waitFor(async () => smtp.received.length === 1 && smtp.received);
    const mail = received?.mail;
    expect(received?.rcptTo).toEqual(["olena@example.test"]);
    expect(mail?.subject).toContain("Як вам ваше замовлення?");
    expect(mail?.text).toContain("https://shop.test/uk/warszawa/reviews/adalya-love-66");
    expect(mail?.text).toContain(optOut);
    expect(String(mail?.html)).toContain(optOut);
    expect(mail?.text).toContain("Олена");
  } finally {
    await worker.stop();
    await smtp.close();
  }
});
