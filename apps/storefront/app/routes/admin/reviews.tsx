import { AdminNotice, AdminPage, AdminPager } from "../../components/admin/page";
import { ReviewCard } from "../../components/admin/reviews/review-card";
import { ReviewTabs } from "../../components/admin/reviews/tabs";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/reviews";
import { reviewsAction, reviewsLoader } from "./reviews.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => reviewsLoader(args);

export const action = (args: Route.ActionArgs) => reviewsAction(args);

/** Admins only: the reviews waiting for moderation (oldest first), and the shown, rejected and removed ones by tab. */
export default function ReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { tab, list, notice } = loaderData;
  const pageLink = (page: number) => paths.admin("reviews", undefined, { state: tab === "pending" ? undefined : tab, page: String(page) });
  return (
    <AdminPage title={t("common.nav.reviews")}>
      <p className="text-neutral-700">{t("reviews.lead")}</p>
      {notice && <AdminNotice>{t(`reviews.notice.${notice}`)}</AdminNotice>}
      <ReviewTabs current={tab} />
      <p className="text-sm font-semibold" role="status" data-admin-reviews-count={list.total}>
        {t("common.results.found", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-6" data-admin-reviews-empty>
          {t(`reviews.empty.${tab}`)}
        </p>
      ) : (
        <ul className="space-y-4" data-admin-reviews-list={tab}>
          {list.items.map((review) => (
            <ReviewCard key={review.id} review={review} answer={actionData?.reviewId === review.id ? actionData : null} />
          ))}
        </ul>
      )}
      <AdminPager
        previous={list.page > 1 ? pageLink(list.page - 1) : undefined}
        next={list.page * list.pageSize < list.total ? pageLink(list.page + 1) : undefined}
      />
    </AdminPage>
  );
}
