// The development mailbox routes of the API (apps/api/src/routes/dev-mailbox.ts): only in development.

import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { queueEmail } from "@shop/mail";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, createRateLimits } from "../src";

let database: TestDatabase;
const LINK = "https://shop.test/uk/kyiv/auth/password-restore/finish?token=secret-token-1";

const apiOn = (development: boolean) =>
  createApi({
    database,
    logger: pino({ level: "silent" }),
    build: () => ({ buildId: "test", builtAt: "2026-11-22T10:00:00.000Z" }),
    development,
    publicOrigins: ["https://shop.test"],
    brand: "default",
    limits: createRateLimits(),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.delete(schema.emails);
  await queueEmail(database.db, {
    to: "olena@example.test",
    locale: "uk",
    brand: "default",
    message: { kind: "password-restore", firstName: "Олена", link: LINK },
  });
});
afterAll(async () => {
  await database?.close();
});

describe("development mailbox", () => {
  it("lists the latest e-mails and shows one as a page and as text", async () => {
    const api = apiOn(true);
    const list = await api.request("/api/v1/dev/mailbox");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const emails = (await list.json()) as Array<Record<string, unknown>>;
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: "olena@example.test", kind: "password-restore", locale: "uk", status: "queued" });
    expect(Object.keys(emails[0] ?? {}).sort()).toEqual(["createdAt", "id", "kind", "locale", "status", "subject", "to"]);
    expect(emails[0]?.subject).toBe("Відновлення пароля — Smoke Point");

    const page = await api.request(`/api/v1/dev/mailbox/${emails[0]?.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await page.text()).toContain("Вітаємо, Олена!");

    const text = await api.request(`/api/v1/dev/mailbox/${emails[0]?.id}/text`);
    expect(text.headers.get("content-type")).toContain("text/plain");
    expect(await text.text()).toContain(LINK);

    expect((await api.request("/api/v1/dev/mailbox?to=nobody@example.test")).status).toBe(200);
    expect((await api.request("/api/v1/dev/mailbox/999999")).status).toBe(404);
    expect((await api.request("/api/v1/dev/mailbox/abc")).status).toBe(404);
  });

  it("does not exist outside development", async () => {
    const api = apiOn(false);
    expect((await api.request("/api/v1/dev/mailbox")).status).toBe(404);
    expect((await api.request("/api/v1/dev/mailbox/1")).status).toBe(404);
  });
});
