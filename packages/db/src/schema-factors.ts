// Second factors (issue 35, docs/accounts.md "Second factor"): a TOTP authenticator, passkeys (WebAuthn) and single-use
// recovery codes per account; the "second step" tickets a correct password earns an account that has a factor; the
// WebAuthn challenges of a ceremony in progress (any process may finish it); and the devices staff have signed in
// from (a sign-in from a new one is e-mailed). Secrets of a factor never leave the server; codes and tickets are
// kept as SHA-256 only.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";

const instant = (name: string) => timestamp(name, { withTimezone: true });
const created = () => instant("created_at").notNull().defaultNow();

/** One TOTP authenticator per account (RFC 6238, SHA-1, 6 digits, 30 s); on once confirmed with a code. */
export const totpFactors = pgTable("totp_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The shared secret, base32. */
  secret: text("secret").notNull(),
  createdAt: created(),
  /** Null while enrolling: the factor counts only once a code from the authenticator confirmed it. */
  confirmedAt: instant("confirmed_at"),
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused (replay). */
  lastStep: bigint("last_step", { mode: "number" }),
});

/** A passkey (a WebAuthn credential) of an account: a second factor, and a sign-in without a password. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential's id, base64url. */
    credentialId: text("credential_id").notNull(),
    /** The credential's public key (COSE), base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter (0 for those that keep none). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    /** The name its owner gave it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: created(),
    lastUsedAt: instant("last_used_at"),
  },
  (t) => [uniqueIndex("passkeys_credential_idx").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

/** Ten single-use recovery codes per account, kept as SHA-256; a new set replaces the old one. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: created(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_idx").on(t.userId, t.codeHash)],
);

/**
 * A ticket a correct password earns an account with a second factor: the second step sends it with a code or a
 * passkey's answer. Random, kept as SHA-256, valid 5 minutes, used once; wrong codes are counted on it.
 */
export const signInTickets = pgTable(
  "sign_in_tickets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: created(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
  },
  (t) => [index("sign_in_tickets_user_idx").on(t.userId)],
);

/** A WebAuthn ceremony in progress: its challenge, for whichever process gets the answer; used once, 5 minutes. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: serial("id").primaryKey(),
    /** Null for a passwordless sign-in, where the account is known only from the answer. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"register" | "authenticate">().notNull(),
    challenge: text("challenge").notNull().unique(),
    createdAt: created(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [check("webauthn_challenges_purpose", sql`${t.purpose} in ('register', 'authenticate')`)],
);

/** The devices an account has signed in from (a random device id the storefront keeps in a cookie, as SHA-256). */
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    firstSeenAt: instant("first_seen_at").notNull().defaultNow(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
