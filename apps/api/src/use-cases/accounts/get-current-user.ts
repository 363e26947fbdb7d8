// The identity call: the signed-in caller as the API shows them, and whether their session proved a second factor.
import type { SignedInUser } from "@shop/contracts";
import type { UserRow } from "@shop/db";
import { toCurrentUser } from "./current-user-view";

export function getCurrentUser(user: UserRow, secondFactorAt: Date | null): SignedInUser {
  return { ...toCurrentUser(user), secondFactorProved: secondFactorAt !== null };
}
