// Back office: an admin takes a member's staff role away (a step-up action; the route checks it): the account becomes
// a plain customer without cities. Not one's own role (409), never the shop's last admin (409); a non-staff or unknown
// account is 404. In one transaction every live session of the member is revoked (the back office is closed to them
// at once) and the change is audited as staff.remove. Their second factor stays: customers may keep one.
import {
  type Db,
  lockAdminIds,
  lockLiveAccount,
  revokeUserSessions,
  setStaffRole,
  staffCitySlugsOf,
  type UserRow,
  writeAudit,
} from "@shop/db";
import { AppError } from "../../../core/app-error";
import { type RoleState, refuseFormerAdmin, refuseLastAdmin, refuseOwnRole } from "./team-rules";

export async function removeTeamMember(db: Db, admin: UserRow, userId: number): Promise<void> {
  refuseOwnRole(admin, userId);
  await db.transaction(async (tx) => {
    const admins = await lockAdminIds(tx);
    const account = await lockLiveAccount(tx, userId);
    if (account?.role !== "staff" || !account.staffRole) throw new AppError("NOT_FOUND");
    refuseLastAdmin(admins, userId);
    // After the last-admin rule: a caller demoted meanwhile by the admin they were demoting is told why (409).
    refuseFormerAdmin(admins, admin);
    const before: RoleState = { role: account.staffRole, cities: await staffCitySlugsOf(tx, userId) };
    const after: RoleState = { role: "customer", cities: [] };
    await setStaffRole(tx, userId, null);
    const signedOut = await revokeUserSessions(tx, userId);
    await writeAudit(tx, {
      actorUserId: admin.id,
      action: "staff.remove",
      entityType: "staff",
      entityId: String(userId),
      before,
      after: { ...after, signedOut },
    });
  });
}
