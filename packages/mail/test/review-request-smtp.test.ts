// The review request e-mail (issue 38) goes through a real SMTP server (in this process): in the customer's language,
// each product's review form linked, the one-click opt-out link in both parts, and the List-Unsubscribe headers of a
// mail client's own one-click button (RFC 8058), which an order's e-mail does not carry.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMailWorker, queueEmail, unrenderedEmail } from "../src";
import { captureLogger, startCatcher, waitFor } from "./smtp-catcher";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const ONE_CLICK = "https://shop.test/api/v1/mail/one-click?kind=review-requests&token=tok3n";

it("sends the review request with its form and opt-out links, and the one-click headers; an order e-mail without", async () => {
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
      oneClickLink: ONE_CLICK,
    },
  });
  // An order's e-mail, queued unrendered as placing an order does: no unsubscribe headers.
  await database.db.insert(schema.emails).values({
    ...unrenderedEmail({
      to: "buyer@example.test",
      locale: "pl",
      brand: "default",
      message: {
        kind: "order-placed",
        firstName: "Olena",
        orderId: "7KQ2M9XB4RT6H",
        link: "https://shop.test/pl/warszawa/orders/7KQ2M9XB4RT6H",
        cityName: "Warszawa",
        status: "CREATED",
        items: [{ name: "Adalya Love 66, 50 g", quantity: 1, lineTotal: 2_499 }],
        subtotal: 2_499,
        discount: 0,
        deliveryFee: 0,
        total: 2_499,
        payment: "in-store",
        delivery: "local-pickup",
        pickup: { storeAddress: "ul. Marszałkowska 100, 00-026 Warszawa", at: "2026-05-12T14:00:00.000Z" },
      },
    }),
    subject: "",
    html: "",
    text: "",
  });
  const worker = createMailWorker({ database, logger: captureLogger().logger, smtpUrl: smtp.url, logTexts: false, pollMs: 100 });
  try {
    worker.wake();
    const received = await waitFor(async () => smtp.received.length === 2 && smtp.received);
    const review = received.find((one) => one.rcptTo[0] === "olena@example.test");
    const mail = review?.mail;
    expect(review?.rcptTo).toEqual(["olena@example.test"]);
    expect(mail?.subject).toContain("Як вам ваше замовлення?");
    expect(mail?.text).toContain("https://shop.test/uk/warszawa/reviews/adalya-love-66");
    expect(mail?.text).toContain(optOut);
    expect(String(mail?.html)).toContain(optOut);
    expect(mail?.text).toContain("Олена");
    // Unfolded (a long header line is folded: CRLF and a space).
    const header = (name: string) => mail?.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, " ");
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${ONE_CLICK}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    const order = received.find((one) => one.rcptTo[0] === "buyer@example.test")?.mail;
    expect(order?.subject).not.toBe("");
    expect(order?.headerLines.map((line) => line.key)).not.toContain("list-unsubscribe");
    expect(order?.headerLines.map((line) => line.key)).not.toContain("list-unsubscribe-post");
  } finally {
    await worker.stop();
    await smtp.close();
  }
});
