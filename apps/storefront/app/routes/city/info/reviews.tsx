import { Form } from "react-router";
import { FormAlert, FormNotice } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/submit";
import { PageFrame } from "../../../components/layout/page-frame";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import type { Route } from "./+types/reviews";
import { loadReviewsInfo, reviewsInfoAction } from "./reviews.server";

/** The opt-out address carries a token: it must not leak to other sites through Referer. */
export const headers = () => ({ "Referrer-Policy": "no-referrer" });

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadReviewsInfo(args);

export const action = (args: Route.ActionArgs) => reviewsInfoAction(args);

const PARAGRAPHS = ["reviews.info.p1", "reviews.info.p2", "reviews.info.p3", "reviews.info.p4"] as const;

/** How reviews are verified: only buyers, moderation, what counts in the rating, reports, replies (issue 38). */
export default function ReviewsInfoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, optOut } = loaderData;
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      {optOut && (
        <div className="mb-8 max-w-3xl rounded-2xl bg-white p-5 ring-1 ring-black/5" data-review-opt-out>
          {actionData && "done" in actionData ? (
            <FormNotice>{t("reviews.optOut.done")}</FormNotice>
          ) : (
            <Form method="post" className="flex flex-col gap-3">
              <FormAlert errors={actionData && "error" in actionData ? [actionData.error] : undefined} />
              <p>{t("reviews.optOut.lead")}</p>
              <input type="hidden" name="token" value={optOut} />
              <SubmitButton intent="opt-out" size="normal">
                {t("reviews.optOut.submit")}
              </SubmitButton>
            </Form>
          )}
        </div>
      )}
      <div className="max-w-3xl space-y-4 leading-relaxed text-neutral-800" data-reviews-info>
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
    </PageFrame>
  );
}
