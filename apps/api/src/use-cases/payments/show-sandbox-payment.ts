// The sandbox provider's hosted payment page for a session (GET /api/v1/payments/sandbox/{session}).
import { BRANDS, formatMoney, isLocale, type Locale } from "@shop/domain";
import type { ApiDeps } from "../../core/deps";
import { findOpenSession } from "../../payments/online";
import { renderSandboxGone, renderSandboxPage } from "../../payments/sandbox-page";

export type SandboxPageResult = { status: 200 | 404; html: string };

/** The page in the order's language; an unknown, finished or expired session gets the "not available" page (404). */
export async function showSandboxPayment(
  deps: Pick<ApiDeps, "database" | "brand">,
  session: string,
  requestLocale: Locale,
): Promise<SandboxPageResult> {
  const found = await findOpenSession(deps.database.db, session);
  if (!found) return { status: 404, html: renderSandboxGone(requestLocale) };
  const locale = isLocale(found.order.locale) ? found.order.locale : requestLocale;
  const html = renderSandboxPage({
    locale,
    shopName: BRANDS[deps.brand].name,
    orderId: found.order.id,
    amountText: formatMoney(found.payment.amount, locale),
    action: `/api/v1/payments/sandbox/${session}`,
  });
  return { status: 200, html };
}
