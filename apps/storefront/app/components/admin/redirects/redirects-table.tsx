// The redirect list: from, to, 301 or 302, when it changed; edit and delete on each row.

import type { StaffRedirect } from "@shop/contracts";
import { Form, Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable, dangerButtonClasses, secondaryButtonClasses } from "../page";

export function RedirectsTable({ redirects, editQuery }: { redirects: StaffRedirect[]; editQuery: (id: number) => string }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <AdminTable label={t("redirects.table.label")}>
      <thead>
        <tr>
          <th scope="col">{t("redirects.table.from")}</th>
          <th scope="col">{t("redirects.table.to")}</th>
          <th scope="col">{t("redirects.table.status")}</th>
          <th scope="col">{t("redirects.table.updated")}</th>
          <th scope="col">{t("redirects.table.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {redirects.map((redirect) => (
          <tr key={redirect.id} data-admin-redirect-row={redirect.fromPath}>
            <td className="break-all font-mono">{redirect.fromPath}</td>
            <td className="break-all font-mono">{redirect.toPath}</td>
            <td>{redirect.status === 301 ? t("redirects.status.permanent") : t("redirects.status.temporary")}</td>
            <td className="whitespace-nowrap">{formatShopDate(redirect.updatedAt, paths.lang, true)}</td>
            <td>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={editQuery(redirect.id)}
                  aria-label={t("redirects.editLabel", { from: redirect.fromPath })}
                  className={`${secondaryButtonClasses} inline-flex items-center`}
                >
                  {t("common.actions.edit")}
                </Link>
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm(t("redirects.deleteConfirm", { from: redirect.fromPath }))) event.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={redirect.id} />
                  <button
                    type="submit"
                    aria-label={t("redirects.deleteLabel", { from: redirect.fromPath })}
                    className={dangerButtonClasses}
                    data-admin-redirect-delete
                  >
                    {t("common.actions.delete")}
                  </button>
                </Form>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
