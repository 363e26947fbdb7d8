// Back office: an admin changes a staff member's role and cities (a step-up action; the route checks it). Not one's
// own role (409), never the shop's last admin (409); a non-staff or unknown account is 404, an unknown city 400. In one
// transaction the role and cities change, every live session of the member is revoked (the change applies at once:
// they sign in again under the new role) and the change is audited as staff.change with the role and cities before
// and after. Sending what is stored already changes nothing (no audit row, sessions kept).
import type { StaffTeamMember, TeamMemberUpdate } from "@shop/contracts";
import {
  type Db,
  listStaffMembers,
  lockAdminIds,
  lockLiveAccount,
  revokeUserSessions,
  setStaffRole,
  staffCitySlugsOf,
  type UserRow,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { citiesFor, type RoleState, refuseFormerAdmin, refuseLastAdmin, refuseOwnRole, sameRole, toTeamMember } from "./team-rules";

export async function changeTeamMember(
  db: Db,
  admin: UserRow,
  userId: number,
  input: TeamMemberUpdate,
  locale: Locale,
): Promise<StaffTeamMember> {
  refuseOwnRole(admin, userId);
  await db.transaction(async (tx) => {
    const admins = await lockAdminIds(tx);
    const account = await lockLiveAccount(tx, userId);
    if (account?.role !== "staff" || !account.staffRole) throw new AppError("NOT_FOUND");
    const cities = await citiesFor(tx, input.role, input.cities);
    if (input.role !== "admin") refuseLastAdmin(admins, userId);
    // After the last-admin rule: a caller demoted meanwhile by the admin they were demoting is told why (409).
    refuseFormerAdmin(admins, admin);
    const before: RoleState = { role: account.staffRole, cities: await staffCitySlugsOf(tx, userId) };
    const after: RoleState = { role: input.role, cities: cities.map((city) => city.slug) };
    if (sameRole(before, after)) return;
    await setStaffRole(tx, userId, { role: input.role, cityIds: cities.map((city) => city.id) });
    const signedOut = await revokeUserSessions(tx, userId);
    await writeAudit(tx, {
      actorUserId: admin.id,
      action: "staff.change",
      entityType: "staff",
      entityId: String(userId),
      before,
      after: { ...after, signedOut },
    });
  });
  const [member] = await listStaffMembers(db, userId);
  if (!member) throw new AppError("NOT_FOUND");
  return toTeamMember(member, locale);
}
