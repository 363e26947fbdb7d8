import { Form } from "react-router";
import { AdminAlert, AdminNotice, AdminPage, AdminPager, buttonClasses, inputClasses, labelClasses } from "../../components/admin/page";
import { RedirectForm, redirectFormOf } from "../../components/admin/redirects/redirect-form";
import { RedirectsTable } from "../../components/admin/redirects/redirects-table";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/redirects";
import { redirectsAction, redirectsLoader } from "./redirects.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => redirectsLoader(args);

export const action = (args: Route.ActionArgs) => redirectsAction(args);

/** Redirects: a form to create (or, on ?edit=<id>, change) one above the searchable list. */
export default function RedirectsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { q, page, list, editing, gone, notice } = loaderData;
  const query = (extra: Record<string, string | number | undefined> = {}) => ({
    q: q || undefined,
    page: page > 1 ? page : undefined,
    ...extra,
  });
  const listPage = (n: number) => paths.admin("redirects", undefined, query({ page: n > 1 ? n : undefined }));
  const saveFailure = actionData?.intent === "save" ? actionData : null;
  return (
    <AdminPage title={t("common.nav.redirects")}>
      <p className="max-w-3xl text-neutral-700">{t("redirects.lead")}</p>
      {notice && <AdminNotice>{notice}</AdminNotice>}
      {gone && <AdminAlert messages={[t("redirects.gone")]} />}
      <RedirectForm
        key={editing?.id ?? "new"}
        redirect={editing}
        values={saveFailure?.values ?? redirectFormOf(editing)}
        messages={saveFailure?.messages ?? []}
        fieldErrors={saveFailure?.fieldErrors ?? {}}
        cancel={paths.admin("redirects", undefined, query())}
      />
      <Form
        method="get"
        action={paths.admin("redirects")}
        aria-label={t("redirects.search.label")}
        className="flex flex-wrap items-end gap-3 rounded border border-neutral-300 bg-white p-4"
        data-admin-redirect-search
      >
        <div className="min-w-64 flex-1">
          <label htmlFor="redirects-q" className={labelClasses}>
            {t("redirects.search.q")}
          </label>
          <input id="redirects-q" name="q" type="search" defaultValue={q} maxLength={200} className={inputClasses} />
        </div>
        <button type="submit" className={buttonClasses}>
          {t("common.actions.search")}
        </button>
      </Form>
      {actionData?.intent === "delete" && <AdminAlert messages={actionData.messages} />}
      <p role="status" className="font-semibold" data-admin-redirects-total>
        {t("common.results.found", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{q ? t("common.noResults") : t("common.empty")}</p>
      ) : (
        <RedirectsTable redirects={list.items} editQuery={(id) => paths.admin("redirects", undefined, query({ edit: id }))} />
      )}
      <AdminPager
        previous={page > 1 ? listPage(page - 1) : undefined}
        next={page * list.pageSize < list.total ? listPage(page + 1) : undefined}
      />
    </AdminPage>
  );
}
