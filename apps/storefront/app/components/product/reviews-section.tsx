// The product page's reviews (issue 38): the average and the count of each star value, how reviews are verified
// (the Omnibus notice, with the info page), "Write a review" (a link to the personal form page), the order and
// star filter as links, the accepted reviews paged. The same for every visitor: the page is shared and cached.
import type { ReviewList } from "@shop/contracts";
import type { ReviewListQuery } from "../../lib/api/reviews";
import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { buttonClasses } from "../ui/button";
import { ReviewItem, Stars } from "./reviews-item";
import { reviewQueryHref } from "./reviews-query";

export interface ReviewsSectionData {
  list: ReviewList;
  query: ReviewListQuery;
  isDefault: boolean;
  productPath: string;
  formHref: string;
  infoHref: string;
  voted: number | null;
  reported: number | null;
}

const chip = "inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-neutral-300";
const current = "bg-primary-dark text-white ring-primary-dark";

function Summary({ data }: { data: ReviewsSectionData }) {
  const { t } = useTranslation();
  const { summary } = data.list;
  const max = Math.max(1, ...summary.distribution.map((row) => row.count));
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-black/5" data-reviews-summary={summary.count}>
      {summary.average === null ? (
        <p>{t("reviews.section.none")}</p>
      ) : (
        <>
          <p className="text-3xl font-bold" data-reviews-average={summary.average}>
            {t("reviews.section.average", { average: summary.average.toLocaleString(undefined, { minimumFractionDigits: 1 }) })}
          </p>
          <Stars stars={Math.round(summary.average)} label={t("reviews.review.stars", { stars: summary.average })} />
          <p className="text-sm text-neutral-700">{t("reviews.section.count", { count: summary.count })}</p>
          <h3 className="sr-only">{t("reviews.section.distribution")}</h3>
          <ul className="mt-3 space-y-1">
            {summary.distribution.map((row) => (
              <li key={row.stars}>
                <a
                  {...CLIENT_LINK}
                  href={reviewQueryHref(data.productPath, data.query, { stars: row.stars })}
                  className="grid min-h-11 grid-cols-[5.5rem_1fr_2.5rem] items-center gap-2 text-sm hover:underline"
                  data-reviews-distribution={row.stars}
                >
                  <span>{t("reviews.section.filterStars", { count: row.stars })}</span>
                  <span className="h-2 rounded-full bg-neutral-200" aria-hidden="true">
                    <span className="block h-2 rounded-full bg-amber-600" style={{ width: `${(row.count / max) * 100}%` }} />
                  </span>
                  <span className="text-right">{row.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Controls({ data }: { data: ReviewsSectionData }) {
  const { t } = useTranslation();
  const { query, productPath } = data;
  const link = (label: string, change: Partial<ReviewListQuery>, active: boolean, key: string) => (
    <li key={key}>
      <a
        {...CLIENT_LINK}
        href={reviewQueryHref(productPath, query, change)}
        aria-current={active ? "true" : undefined}
        className={`${chip} ${active ? current : "bg-white"}`}
      >
        {label}
      </a>
    </li>
  );
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label={t("reviews.section.sortLabel")}>
        <ul className="flex flex-wrap gap-2">
          {link(t("reviews.section.newest"), { sort: "newest", stars: query.stars }, query.sort === "newest", "newest")}
          {link(t("reviews.section.helpful"), { sort: "helpful", stars: query.stars }, query.sort === "helpful", "helpful")}
        </ul>
      </nav>
      <nav aria-label={t("reviews.section.filterLabel")}>
        <ul className="flex flex-wrap gap-2">
          {link(t("reviews.section.filterAll"), { stars: null }, query.stars === null, "all")}
          {[5, 4, 3, 2, 1].map((stars) =>
            link(t("reviews.section.filterStars", { count: stars }), { stars }, query.stars === stars, `s${stars}`),
          )}
        </ul>
      </nav>
    </div>
  );
}

export function ReviewsSection({ data }: { data: ReviewsSectionData }) {
  const { t } = useTranslation();
  const { list, query, productPath } = data;
  const back = reviewQueryHref(productPath, query, { page: query.page }).replace(/#reviews$/, "");
  const hasNext = list.page * list.pageSize < list.total;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mx-auto w-full max-w-6xl px-4 pb-10 sm:px-8" data-reviews>
      <h2 id="reviews-title" className="text-2xl font-bold">
        {t("reviews.section.heading")}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-4">
          <Summary data={data} />
          <a href={data.formHref} {...CLIENT_LINK} rel="nofollow" className={buttonClasses({ variant: "fill-black" })} data-review-write>
            {t("reviews.section.write")}
          </a>
          <p className="text-sm text-neutral-700" data-reviews-notice>
            {t("reviews.notice.text")}{" "}
            <a href={data.infoHref} {...CLIENT_LINK} className="font-semibold underline underline-offset-4">
              {t("reviews.notice.link")}
            </a>
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {list.summary.count > 0 && <Controls data={data} />}
          {data.reported !== null && (
            <p role="status" className="rounded-xl bg-neutral-100 p-4 font-semibold">
              {t("reviews.review.reported")}
            </p>
          )}
          {list.items.length === 0 && list.summary.count > 0 && <p>{t("reviews.section.noneWithStars")}</p>}
          {list.items.length > 0 && (
            <ol className="flex flex-col gap-4" data-reviews-list>
              {list.items.map((review) => (
                <ReviewItem key={review.id} review={review} feedbackHref={data.formHref} back={back} voted={data.voted === review.id} />
              ))}
            </ol>
          )}
          {(list.page > 1 || hasNext) && (
            <nav aria-label={t("reviews.section.pager")} className="flex justify-between gap-4">
              {list.page > 1 ? (
                <a
                  {...CLIENT_LINK}
                  href={reviewQueryHref(productPath, query, { page: list.page - 1 })}
                  className="font-semibold underline underline-offset-4"
                >
                  {t("reviews.section.previous")}
                </a>
              ) : (
                <span />
              )}
              {hasNext && (
                <a
                  {...CLIENT_LINK}
                  href={reviewQueryHref(productPath, query, { page: list.page + 1 })}
                  className="font-semibold underline underline-offset-4"
                >
                  {t("reviews.section.next")}
                </a>
              )}
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}
