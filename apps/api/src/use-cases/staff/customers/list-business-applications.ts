// Staff: the business applications in a status (pending by default: the review queue, oldest first).
import type { BusinessApplicationView } from "@shop/contracts";
import { type BusinessApplicationsFilter, type Db, listBusinessApplicants, type UserRow } from "@shop/db";
import { toCurrentUser } from "../../accounts/current-user-view";

export function toBusinessApplicationView(user: UserRow): BusinessApplicationView {
  const current = toCurrentUser(user);
  return {
    userId: user.id,
    email: current.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    business: current.business,
  };
}

export async function listBusinessApplications(db: Db, filter: BusinessApplicationsFilter): Promise<BusinessApplicationView[]> {
  return (await listBusinessApplicants(db, filter)).map(toBusinessApplicationView);
}
