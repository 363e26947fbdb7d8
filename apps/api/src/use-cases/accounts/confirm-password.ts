// The current password, asked again before the cabinet changes the password or deletes the account. Tries
// count against the sign-in limit (per user), so that a stolen access token cannot guess the password.
import type { UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { RateLimits } from "../../core/deps";
import { verifyPassword } from "../../security/passwords";

export async function confirmPassword(limits: RateLimits, user: UserRow, password: string): Promise<void> {
  const key = `cabinet-user:${user.id}`;
  await limits.consume("sign-in", key);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError("WRONG_PASSWORD");
  await limits.reset("sign-in", key);
}
