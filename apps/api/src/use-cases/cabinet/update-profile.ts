// The cabinet's personal data: first and last name and phone of the signed-in user (the e-mail is fixed).
import type { CurrentUser, ProfileUpdate } from "@shop/contracts";
import { type Db, type UserRow, updateUserProfile } from "@shop/db";
import { AppError } from "../../core/app-error";
import { toCurrentUser } from "../accounts/current-user-view";

export async function updateProfile(db: Db, user: UserRow, input: ProfileUpdate): Promise<CurrentUser> {
  const updated = await updateUserProfile(db, user.id, { firstName: input.firstName, lastName: input.lastName, phone: input.phone });
  if (!updated) throw new AppError("UNAUTHORIZED");
  return toCurrentUser(updated);
}
