// A customer's calls on one of their orders address it by id; another customer's order answers as if it did
// not exist.
import { findOrderOwner, type UserRow } from "@shop/db";
import { normalizeOrderId } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";

/** The canonical id of an order the user owns; NOT_FOUND for a malformed id, an unknown one or another's. */
export async function ownOrderId(deps: Pick<ApiDeps, "database">, user: UserRow, typedId: string): Promise<string> {
  const id = normalizeOrderId(typedId);
  const owner = id ? await findOrderOwner(deps.database.db, id) : null;
  if (!id || !owner || owner.userId !== user.id) throw new AppError("NOT_FOUND");
  return id;
}
