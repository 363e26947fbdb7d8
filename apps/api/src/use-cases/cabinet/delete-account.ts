// GDPR deletion (decisions.md): after the password is confirmed, the account is anonymised (the row stays
// for the orders), its sessions, e-mail tokens, personal coupons and e-mails go; the token stops working.
import { anonymiseUser, type Db, type UserRow } from "@shop/db";
import type { RateLimits } from "../../core/deps";
import { confirmPassword } from "../accounts/confirm-password";

export async function deleteAccount(deps: { db: Db; limits: RateLimits }, user: UserRow, password: string): Promise<void> {
  await confirmPassword(deps.limits, user, password);
  await deps.db.transaction((tx) => anonymiseUser(tx, user.id));
}
