import { useTranslation } from "react-i18next";
import { AdminPage } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { staffOf } from "../../lib/admin/staff.server";
import { adminT } from "../../lib/admin/texts.server";
import type { Route } from "./+types/dashboard";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export async function loader(args: Route.LoaderArgs) {
  await staffOf(args);
  const t = adminT(args);
  return { title: t("common.metaTitle", { page: t("common.nav.dashboard") }) };
}

// Placeholder of the scaffolding: replaced by the section's page.
export default function Page() {
  const { t } = useTranslation("admin");
  return <AdminPage title={t("common.nav.dashboard")}>{null}</AdminPage>;
}
