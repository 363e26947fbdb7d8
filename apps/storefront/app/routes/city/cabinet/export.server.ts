import type { LoaderFunctionArgs } from "react-router";
import { exportData } from "../../../lib/api/accounts";
import { customerOf } from "../../../lib/caller.server";

/** GDPR: everything the shop keeps about the customer, as a JSON download (a plain link, so it works without JavaScript). */
export async function exportCustomerData(args: LoaderFunctionArgs) {
  const { user, api } = await customerOf(args);
  const body = await exportData(api);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${user.id}-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
