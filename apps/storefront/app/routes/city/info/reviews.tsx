import { PageFrame } from "../../../components/layout/page-frame";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import type { Route } from "./+types/reviews";
import { loadReviewsInfo } from "./reviews.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadReviewsInfo(args);

const PARAGRAPHS = ["reviews.info.p1", "reviews.info.p2", "reviews.info.p3", "reviews.info.p4"] as const;

/** How reviews are verified: only buyers, moderation, what counts in the rating, reports, replies (issue 38). */
export default function ReviewsInfoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <div className="max-w-3xl space-y-4 leading-relaxed text-neutral-800" data-reviews-info>
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
    </PageFrame>
  );
}
