// Back office: an admin makes a customer staff (a step-up action; the route checks it). The account must be live, have
// confirmed its e-mail, not be blocked, and not be a business (approved, or with an application waiting: business
// prices and a staff role do not mix on one account); unknown e-mail 404, staff already 409. In one transaction the
// role and cities are set, the account's customer sessions are revoked (it signs in again as staff, and the staff gate
// has it enrol a second factor first when it has none) and the change is audited as staff.add.
import { type StaffTeamMember, TEAM_MESSAGES, type TeamMemberCreate } from "@shop/contracts";
import {
  type Db,
  listStaffMembers,
  lockAdminIds,
  lockLiveAccountByEmail,
  revokeUserSessions,
  setStaffRole,
  type UserRow,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { citiesFor, type RoleState, refuseFormerAdmin, toTeamMember } from "./team-rules";

export async function addTeamMember(db: Db, admin: UserRow, input: TeamMemberCreate, locale: Locale): Promise<StaffTeamMember> {
  const userId = await db.transaction(async (tx) => {
    refuseFormerAdmin(await lockAdminIds(tx), admin);
    const account = await lockLiveAccountByEmail(tx, input.email);
    if (!account) throw new AppError("NOT_FOUND", { messages: TEAM_MESSAGES.noSuchAccount });
    if (account.role === "staff") throw new AppError("CONFLICT", { messages: TEAM_MESSAGES.alreadyStaff });
    if (account.blockedAt) throw new AppError("CONFLICT", { messages: TEAM_MESSAGES.blocked });
    if (!account.emailVerifiedAt) throw new AppError("CONFLICT", { messages: TEAM_MESSAGES.notVerified });
    if (account.businessStatus === "approved" || account.businessStatus === "pending")
      throw new AppError("CONFLICT", { messages: TEAM_MESSAGES.business });
    const cities = await citiesFor(tx, input.role, input.cities);
    await setStaffRole(tx, account.id, { role: input.role, cityIds: cities.map((city) => city.id) });
    const signedOut = await revokeUserSessions(tx, account.id);
    const before: RoleState = { role: "customer", cities: [] };
    const after: RoleState = { role: input.role, cities: cities.map((city) => city.slug) };
    await writeAudit(tx, {
      actorUserId: admin.id,
      action: "staff.add",
      entityType: "staff",
      entityId: String(account.id),
      before,
      after: { ...after, signedOut },
    });
    return account.id;
  });
  const [member] = await listStaffMembers(db, userId);
  if (!member) throw new AppError("NOT_FOUND");
  return toTeamMember(member, locale);
}
