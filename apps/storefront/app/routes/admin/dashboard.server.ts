// The dashboard's data (issue 7): what needs staff's attention now, in the cities the staff member runs.

import { adminT } from "../../lib/admin/texts.server";
import { getStaffDashboard } from "../../lib/api/staff-dashboard";
import { type CallerArgs, staffOf } from "../../lib/caller.server";

export async function dashboardLoader(args: CallerArgs) {
  const { api, isAdmin } = await staffOf(args);
  const t = adminT(args);
  return {
    title: t("common.metaTitle", { page: t("common.nav.dashboard") }),
    isAdmin,
    dashboard: await getStaffDashboard(api),
  };
}
