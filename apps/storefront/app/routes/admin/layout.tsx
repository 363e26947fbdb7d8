import { Outlet } from "react-router";
import { AdminShell } from "../../components/admin/shell";
import { ensureAdminTexts } from "../../lib/admin/texts";
import { sameOriginMiddleware } from "../../middleware/same-origin.server";
import { secondFactorGate } from "../../middleware/second-factor.server";
import type { Route } from "./+types/layout";
import { loadAdminLayout } from "./layout.server";

/** The back office has its own frame: no shop header, footer or age gate (root.tsx reads this handle). */
export const handle = { shell: "admin" };

/**
 * Every back-office form post must come from the shop's own pages (no cross-site requests); staff without a second
 * factor in this session are sent to enrol (issue 35).
 */
export const middleware = [sameOriginMiddleware, secondFactorGate];

/** Staff only: everybody else gets the 404 page before any back-office page loads. */
export const loader = (args: Route.LoaderArgs) => loadAdminLayout(args);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  ensureAdminTexts();
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet />
    </AdminShell>
  );
}
