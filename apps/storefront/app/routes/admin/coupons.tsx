import { COUPON_STATES } from "@shop/contracts";
import { Link } from "react-router";
import { CouponForm } from "../../components/admin/coupons/coupon-form";
import { CouponsTable } from "../../components/admin/coupons/coupons-table";
import { couponFormOf } from "../../components/admin/coupons/form-values";
import { ListFilters, selectFilter } from "../../components/admin/list-filters";
import { AdminAlert, AdminNotice, AdminPage, AdminPager, buttonClasses } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/coupons";
import { couponsAction, couponsLoader } from "./coupons.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => couponsLoader(args);

export const action = (args: Route.ActionArgs) => couponsAction(args);

/** Coupons: found by code, filtered by state and owner; created and edited in a form above the list. */
export default function CouponsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { filters, list, editor, gone, notice } = loaderData;
  const query = (extra: Record<string, string | number | undefined> = {}) => ({
    q: filters.q || undefined,
    state: filters.state || undefined,
    owner: filters.owner || undefined,
    page: filters.page > 1 ? filters.page : undefined,
    ...extra,
  });
  const listPage = (page: number) => paths.admin("coupons", undefined, query({ page: page > 1 ? page : undefined }));
  const coupon = editor?.coupon ?? null;
  return (
    <AdminPage
      title={t("common.nav.coupons")}
      actions={
        <Link
          to={paths.admin("coupons", undefined, query({ edit: "new" }))}
          className={`${buttonClasses} inline-flex items-center`}
          data-admin-coupon-new
        >
          {t("coupons.new")}
        </Link>
      }
    >
      <p className="max-w-3xl text-neutral-700">{t("coupons.lead")}</p>
      {notice && <AdminNotice>{notice}</AdminNotice>}
      {gone && <AdminAlert messages={[t("coupons.gone")]} />}
      {!editor && actionData && <AdminAlert messages={actionData.messages} />}
      {editor && (
        <CouponForm
          key={coupon?.id ?? "new"}
          id={coupon?.id ?? null}
          values={actionData?.values ?? couponFormOf(coupon)}
          usedCount={coupon?.usedCount ?? null}
          deletable={coupon?.deletable ?? false}
          categories={list.categories}
          messages={actionData?.messages ?? []}
          fieldErrors={actionData?.fieldErrors ?? {}}
          back={paths.admin("coupons", undefined, query())}
        />
      )}
      <ListFilters
        page="coupons"
        values={filters}
        fields={[
          { name: "q", kind: "search", label: t("coupons.filters.q"), maxLength: 40 },
          selectFilter("state", t("coupons.filters.state"), t("coupons.filters.any"), COUPON_STATES, (state) =>
            t(`coupons.states.${state}`),
          ),
          selectFilter("owner", t("coupons.filters.owner"), t("coupons.filters.any"), ["personal", "public"] as const, (owner) =>
            t(`coupons.owners.${owner}`),
          ),
        ]}
      />
      <p role="status" className="font-semibold" data-admin-coupons-total>
        {t("common.results.found", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("common.noResults")}</p>
      ) : (
        <CouponsTable coupons={list.items} editing={coupon?.id ?? null} />
      )}
      <AdminPager
        previous={filters.page > 1 ? listPage(filters.page - 1) : undefined}
        next={filters.page * list.pageSize < list.total ? listPage(filters.page + 1) : undefined}
      />
    </AdminPage>
  );
}
