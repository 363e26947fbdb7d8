// Accounts for the cabinet, staff and business tests, made straight in the database (not through sign-up):
// a user row with an argon2id password, and sessions made the way sign-in makes them.
import { randomBytes } from "node:crypto";
import { createSession, type Database, DEMO_ACCOUNTS, schema } from "@shop/db";
import { hashPassword } from "../src/security/passwords";
import { newToken } from "../src/security/tokens";
import type { apiOn } from "./helpers";

export const TEST_PASSWORD = "amber-lantern-orchard";

export interface TestUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  referralCode: string;
  token: string;
}

type UserValues = Partial<typeof schema.users.$inferInsert>;

let hashed: Promise<string> | undefined;

/** A verified customer (or what `values` make of it) with one live session. */
export async function createUser(database: Database, label: string, values: UserValues = {}): Promise<TestUser> {
  hashed ??= hashPassword(TEST_PASSWORD);
  const unique = randomBytes(4).toString("hex");
  const now = new Date();
  const [row] = await database.db
    .insert(schema.users)
    .values({
      email: `${label}-${unique}@example.test`,
      passwordHash: await hashed,
      firstName: `${label}-first-${unique}`,
      lastName: `${label}-last-${unique}`,
      phone: "+48 500 600 700",
      locale: "en",
      emailVerifiedAt: now,
      referralCode: `${label.toUpperCase()}${unique.toUpperCase()}`,
      termsVersion: "test-terms-1",
      termsAcceptedAt: now,
      adultConfirmedAt: now,
      ...values,
    })
    .returning();
  if (!row?.email) throw new Error("user not created");
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    referralCode: row.referralCode,
    token: await signIn(database, row.id),
  };
}

/**
 * A new live session of the user (30 days), as sign-in makes it; its bearer token. It has proved a second factor now
 * (as the second step's sessions have: staff may work and step up), unless `passwordOnly` (issue 35).
 */
export async function signIn(database: Database, userId: number, options: { passwordOnly?: boolean } = {}): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  await createSession(database.db, { userId, tokenHash: hash, expiresAt, secondFactorAt: options.passwordOnly ? null : new Date() });
  return token;
}

/** A session of a seeded demo account. */
export async function demoSession(database: Database, key: (typeof DEMO_ACCOUNTS)[number]["key"]): Promise<{ id: number; token: string }> {
  const email = DEMO_ACCOUNTS.find((account) => account.key === key)?.email;
  const { rows } = await database.pool.query<{ id: number }>("select id from users where email = $1", [email]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`demo account ${key} is not seeded`);
  return { id, token: await signIn(database, id) };
}

export type Api = ReturnType<typeof apiOn>["api"];

/** Calls the API as the bearer of `token` (anonymous without one). */
export function caller(api: Api) {
  return (method: string, path: string, token?: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    api.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** Everything stored about a user, to compare before and after another user's calls. */
export async function storedAbout(database: Database, userId: number): Promise<unknown> {
  const query = async (text: string) => (await database.pool.query(text, [userId])).rows;
  return {
    user: await query("select * from users where id = $1"),
    sessions: await query("select id, token_hash, expires_at, revoked_at from sessions where user_id = $1 order by id"),
    tokens: await query("select * from account_tokens where user_id = $1 order by id"),
    coupons: await query("select * from coupons where user_id = $1 order by id"),
    referred: await query("select id from users where referred_by = $1 order by id"),
  };
}

export async function emailsTo(database: Database, address: string): Promise<Array<{ kind: string; locale: string; subject: string }>> {
  const { rows } = await database.pool.query("select kind, locale, subject from emails where to_address = $1 order by id", [address]);
  return rows;
}

/** A response's JSON body, for reading fields in assertions. */
export const jsonOf = async (response: Response): Promise<any> => response.json();
