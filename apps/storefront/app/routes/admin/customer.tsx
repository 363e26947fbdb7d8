import { Form, Link } from "react-router";
import { BlockedBadge } from "../../components/admin/customers/account-label";
import { BlockForms } from "../../components/admin/customers/block-forms";
import { CustomerOrders } from "../../components/admin/customers/customer-orders";
import { CustomerProfile } from "../../components/admin/customers/customer-profile";
import { EraseForm } from "../../components/admin/customers/erase-form";
import { AdminNotice, AdminPage } from "../../components/admin/page";
import { StepUpPrompt } from "../../components/admin/step-up-prompt";
import { SubmitButton } from "../../components/forms/submit";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/customer";
import { customerAction, customerLoader } from "./customer.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => customerLoader(args);

export const action = (args: Route.ActionArgs) => customerAction(args);

/** Admins only: one customer's profile, their orders, blocking or unblocking them, and their erasure (GDPR). */
export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { t: common } = useTranslation();
  const paths = useAdminPaths();
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
      {notice === "factors-removed" ? (
        <AdminNotice>{common("account.secondFactor.adminRemoved")}</AdminNotice>
      ) : (
        notice && <AdminNotice>{t(`customers.notice.${notice}`)}</AdminNotice>
      )}
      {actionData && "stepUp" in actionData && <StepUpPrompt request={actionData.stepUp} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <CustomerProfile customer={customer} />
        <BlockForms customer={customer} answer={actionData && "messages" in actionData ? actionData : null} />
      </div>
      <Form method="post" className="max-w-md space-y-3" data-admin-remove-second-factor>
        <p>{common("account.secondFactor.adminRemoveLead")}</p>
        <SubmitButton intent="remove-second-factor" variant="outline" size="normal">
          {common("account.secondFactor.adminRemove")}
        </SubmitButton>
      </Form>
      {customer.role !== "staff" && <EraseForm />}
      <CustomerOrders customer={customer} />
    </AdminPage>
  );
}
