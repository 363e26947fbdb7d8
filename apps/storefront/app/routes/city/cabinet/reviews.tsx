import { Form, Link } from "react-router";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { Stars } from "../../../components/product/reviews-item";
import { formatShopDate } from "../../../lib/account/format";
import { reviewFormPath } from "../../../lib/review-paths";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import type { Route } from "./+types/reviews";
import { cabinetReviewsAction, loadCabinetReviews } from "./reviews.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadCabinetReviews(args);

export const action = (args: Route.ActionArgs) => cabinetReviewsAction(args);

/** The customer's reviews, newest first: product, stars, title, state, a rejection's reason, the edit link while allowed. */
export default function CabinetReviewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const { page, reviews, optedOut, now } = loaderData;
  return (
    <CabinetFrame page={page}>
      <Form
        method="post"
        className="mb-6 flex flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-black/5"
        data-review-emails={optedOut ? "off" : "on"}
      >
        <h2 className="font-bold">{t("reviews.cabinet.requests")}</h2>
        <p>{optedOut ? t("reviews.cabinet.requestsOff") : t("reviews.cabinet.requestsOn")}</p>
        <input type="hidden" name="optedOut" value={optedOut ? "0" : "1"} />
        <button type="submit" className="self-start rounded-lg px-3 py-2 font-semibold underline underline-offset-4 hover:bg-neutral-100">
          {optedOut ? t("reviews.cabinet.turnOn") : t("reviews.cabinet.turnOff")}
        </button>
      </Form>
      {reviews.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-6" data-reviews-empty>
          {t("reviews.cabinet.empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" data-my-reviews>
          {reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-2xl bg-white p-5 ring-1 ring-black/5"
              data-my-review={review.id}
              data-state={review.state}
            >
              <p className="font-semibold">
                <Link to={paths.city("product", { productSlug: review.productSlug })} className="underline underline-offset-4">
                  {review.productName}
                </Link>
              </p>
              <Stars stars={review.stars} label={t("reviews.review.stars", { stars: review.stars })} />
              <h2 lang={review.locale} className="mt-1 text-lg font-bold break-words">
                {review.title}
              </h2>
              <p className="text-sm text-neutral-700">
                <time dateTime={review.createdAt}>{formatShopDate(review.createdAt, paths.lang)}</time> ·{" "}
                <span className="font-semibold" data-my-review-state>
                  {t(`reviews.state.${review.state}`)}
                </span>
              </p>
              {review.state === "rejected" && review.rejectReason && (
                <p className="mt-2 rounded-xl bg-red-50 p-3 text-red-900" data-my-review-reason>
                  {t("reviews.cabinet.reason", { reason: review.rejectReason })}
                </p>
              )}
              {review.state !== "removed" && Date.parse(review.editableUntil) > now && (
                <Link
                  to={reviewFormPath(paths.lang, paths.citySlug ?? "", review.productSlug)}
                  className="mt-3 inline-block font-semibold underline underline-offset-4"
                >
                  {t("reviews.cabinet.edit")}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </CabinetFrame>
  );
}
