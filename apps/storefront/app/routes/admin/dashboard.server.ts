// The dashboard's data (issue 7): what needs staff's attention now, in the cities the staff member runs.

import { type StaffArgs, staffOf } from "../../lib/admin/staff.server";
import { adminT } from "../../lib/admin/texts.server";
import { getStaffDashboard } from "../../lib/api/staff-dashboard";

export async function dashboardLoader(args: StaffArgs) {
  const { api, isAdmin } = await staffOf(args);
  const t = adminT(args);
  return {
    title: t("common.metaTitle", { page: t("common.nav.dashboard") }),
    isAdmin,
    dashboard: await getStaffDashboard(api),
  };
}
