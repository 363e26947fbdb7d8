import { Link } from "react-router";
import { BlockedBadge } from "../../components/admin/customers/account-label";
import { BlockForms } from "../../components/admin/customers/block-forms";
import { CustomerOrders } from "../../components/admin/customers/customer-orders";
import { CustomerProfile } from "../../components/admin/customers/customer-profile";
import { AdminNotice, AdminPage } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import type { Route } from "./+types/customer";
import { customerAction, customerLoader } from "./customer.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => customerLoader(args);

export const action = (args: Route.ActionArgs) => customerAction(args);

/** Admins only: one customer's profile, their orders, and blocking or unblocking them. */
export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useShopPaths();
  const { customer, name, notice } = loaderData;
  return (
    <AdminPage
      title={name}
      actions={
        <Link to={paths.admin("customers")} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          {t("customers.back")}
        </Link>
      }
    >
      <div className="flex flex-wrap items-center gap-3" data-admin-customer={customer.id}>
        <BlockedBadge blocked={customer.blocked !== null} />
      </div>
      {notice && <AdminNotice>{t(`customers.notice.${notice}`)}</AdminNotice>}
      <div className="grid gap-6 lg:grid-cols-2">
        <CustomerProfile customer={customer} />
        <BlockForms customer={customer} answer={actionData ?? null} />
      </div>
      <CustomerOrders customer={customer} />
    </AdminPage>
  );
}
