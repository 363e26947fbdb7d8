// The cabinet's referrals: the customer's code (the storefront builds the link) and how many it brought.
import type { Referrals } from "@shop/contracts";
import { countReferredUsers, type Db, type UserRow } from "@shop/db";

export async function countReferrals(db: Db, user: UserRow): Promise<Referrals> {
  return { code: user.referralCode, count: await countReferredUsers(db, user.id) };
}
