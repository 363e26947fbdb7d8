import type { LoaderFunctionArgs } from "react-router";
import { staffOf } from "../../lib/caller.server";

/** Staff only: everybody else gets the 404 page before any back-office page loads. */
export async function loadAdminLayout(args: LoaderFunctionArgs) {
  const { user } = await staffOf(args);
  return {
    staff: { name: `${user.firstName} ${user.lastName}`.trim() || (user.email ?? ""), email: user.email, role: user.staffRole },
  };
}
