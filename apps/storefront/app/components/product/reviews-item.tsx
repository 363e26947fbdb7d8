// One accepted review on the product page (issue 38): stars, title, text (plain text), the reviewer's first name
// and city, "verified purchase", the date, the shop's reply; "helpful" and "report" as plain forms posted to
// routes/city/review-feedback.ts (they work without JavaScript and add no client code).
import type { PublicReview } from "@shop/contracts";
import { formatShopDate } from "../../lib/account/format";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";

export function Stars({ stars, label }: { stars: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="whitespace-nowrap text-amber-700" data-stars={stars}>
      <span aria-hidden="true">{"★".repeat(stars)}</span>
      <span aria-hidden="true" className="text-neutral-400">
        {"★".repeat(5 - stars)}
      </span>
    </span>
  );
}

function FeedbackForm({
  action,
  back,
  reviewId,
  intent,
  label,
}: {
  action: string;
  back: string;
  reviewId: number;
  intent: string;
  label: string;
}) {
  return (
    <form method="post" action={action} data-review-feedback={intent}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        className="min-h-11 rounded-lg px-3 py-2 text-sm font-semibold underline underline-offset-4 hover:bg-neutral-100"
      >
        {label}
      </button>
    </form>
  );
}

export interface ReviewItemProps {
  review: PublicReview;
  feedbackHref: string;
  back: string;
  voted: boolean;
}

export function ReviewItem({ review, feedbackHref, back, voted }: ReviewItemProps) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const titleId = `review-${review.id}-title`;
  return (
    <li id={`review-${review.id}`} className="rounded-2xl bg-white p-5 ring-1 ring-black/5" data-review={review.id}>
      <article aria-labelledby={titleId}>
        <Stars stars={review.stars} label={t("reviews.review.stars", { stars: review.stars })} />
        <h3 id={titleId} lang={review.locale} className="mt-1 text-lg font-bold break-words">
          {review.title}
        </h3>
        <p className="mt-1 text-sm text-neutral-700">
          {review.cityName ? t("reviews.review.byline", { name: review.authorName, city: review.cityName }) : review.authorName} ·{" "}
          <span className="font-semibold text-green-800">{t("reviews.review.verified")}</span> ·{" "}
          <time dateTime={review.createdAt}>{formatShopDate(review.createdAt, lang)}</time>
        </p>
        <p lang={review.locale} className="mt-3 whitespace-pre-line break-words leading-relaxed text-neutral-800" data-review-body>
          {review.body}
        </p>
        {review.reply && (
          <div className="mt-4 rounded-xl bg-neutral-100 p-4" data-review-reply>
            <p className="text-sm font-semibold">{t("reviews.review.reply")}</p>
            <p className="mt-1 whitespace-pre-line break-words text-neutral-800">{review.reply}</p>
          </div>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-neutral-700">
          {review.helpfulCount > 0 && <span data-review-helpful-count>{t("reviews.review.helpful", { count: review.helpfulCount })}</span>}
          {voted ? (
            <span role="status" className="font-semibold">
              {t("reviews.review.voted")}
            </span>
          ) : (
            <FeedbackForm action={feedbackHref} back={back} reviewId={review.id} intent="helpful" label={t("reviews.review.markHelpful")} />
          )}
          <FeedbackForm action={feedbackHref} back={back} reviewId={review.id} intent="report" label={t("reviews.review.report")} />
        </div>
      </article>
    </li>
  );
}
