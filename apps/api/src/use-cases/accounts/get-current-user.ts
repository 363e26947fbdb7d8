// The identity call: the signed-in caller as the API shows them.
import type { CurrentUser } from "@shop/contracts";
import type { UserRow } from "@shop/db";
import { toCurrentUser } from "./current-user-view";

export function getCurrentUser(user: UserRow): CurrentUser {
  return toCurrentUser(user);
}
