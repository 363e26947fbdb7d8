// The demo staff's access tokens, shared by every worker of a run (issue 35). A TOTP code is accepted once per account
// and 30-second step: two workers signing the same demo admin in at once made one of them wait for the next step, and a
// test that signs in on the three brands' shops could wait its whole time limit away (it failed so in a full run).
// Now one worker signs a staff member in (the others wait on a lock directory) and writes the token to a file in the
// system's temporary directory; every worker reuses it while the shop still knows it (/api/v1/auth/iam answers 200).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const FILE = join(tmpdir(), "shop-e2e-staff-tokens.json");
/** A lock older than this was left by a worker that died: it is taken over. */
const STALE_LOCK_MS = 120_000;

const read = (): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(FILE, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
};

async function locked<T>(key: string, work: () => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `shop-e2e-staff-lock-${createHash("sha256").update(key).digest("hex").slice(0, 16)}`);
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      try {
        if (Date.now() - statSync(dir).mtimeMs > STALE_LOCK_MS) rmSync(dir, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The shared token of `key` (origin and e-mail) when `alive` says the shop still knows it, else a new one from
 * `signIn`, shared from now on. One worker at a time per key.
 */
export async function sharedStaffToken(
  key: string,
  alive: (token: string) => Promise<boolean>,
  signIn: () => Promise<string>,
): Promise<string> {
  return locked(key, async () => {
    const kept = read()[key];
    if (kept && (await alive(kept))) return kept;
    const token = await signIn();
    writeFileSync(FILE, JSON.stringify({ ...read(), [key]: token }));
    return token;
  });
}
