// One review for moderation: its stars, title and text (plain text), product, author, order, reports; the forms
// that accept, reject with a reason, remove, and reply once. Plain forms: they work without JavaScript.

import type { StaffReview } from "@shop/contracts";
import { REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from "@shop/domain";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import type { ReviewAnswer, ReviewIntent } from "../../../lib/api/staff-reviews";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, dangerButtonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";

function ActionForm({ reviewId, intent, children }: { reviewId: number; intent: ReviewIntent; children: ReactNode }) {
  return (
    <Form method="post" className="space-y-2 rounded bg-neutral-50 p-3" data-admin-review-form={intent}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={reviewId} />
      {children}
    </Form>
  );
}

export function ReviewCard({ review, answer }: { review: StaffReview; answer: ReviewAnswer | null }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const titleId = `review-${review.id}-title`;
  const rows: Array<{ label: string; value: ReactNode }> = [
    { label: t("reviews.fields.product"), value: review.productName },
    { label: t("reviews.fields.author"), value: [review.authorName, review.authorEmail].filter(Boolean).join(" · ") },
    { label: t("reviews.fields.written"), value: formatShopDate(review.createdAt, paths.lang, true) },
    { label: t("reviews.fields.edited"), value: review.editedAt ? formatShopDate(review.editedAt, paths.lang, true) : null },
    { label: t("reviews.fields.language"), value: review.locale.toUpperCase() },
    { label: t("reviews.fields.order"), value: review.orderId },
    { label: t("reviews.fields.reports"), value: review.reportCount > 0 ? String(review.reportCount) : null },
    { label: t("reviews.fields.helpful"), value: String(review.helpfulCount) },
  ];
  if (review.rejectReason) rows.push({ label: t("reviews.fields.reason"), value: review.rejectReason });
  if (review.reply) rows.push({ label: t("reviews.fields.reply"), value: review.reply });
  const reasonId = `review-${review.id}-reason`;
  const replyId = `review-${review.id}-reply`;
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-admin-review={review.id}
      data-state={review.state}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {review.title}
        </h2>
        <p className="text-sm font-semibold">
          {t("reviews.stars", { stars: review.stars })} · {t(`reviews.state.${review.state}`)}
        </p>
      </div>
      <p className="whitespace-pre-line break-words" lang={review.locale} data-admin-review-body>
        {review.body}
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="mb-1 break-words sm:mb-0">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      {answer && <AdminAlert messages={answer.messages} />}
      {review.state !== "removed" && (
        <div className="grid gap-4 md:grid-cols-2">
          {review.state !== "accepted" && (
            <ActionForm reviewId={review.id} intent="accept">
              <button type="submit" className={buttonClasses}>
                {t("reviews.accept")}
              </button>
            </ActionForm>
          )}
          <ActionForm reviewId={review.id} intent="reject">
            <label htmlFor={reasonId} className={labelClasses}>
              {t("reviews.reject.reason")}
            </label>
            <textarea id={reasonId} name="text" rows={2} maxLength={REVIEW_REASON_MAX} required className={inputClasses} />
            <button type="submit" className={dangerButtonClasses}>
              {t("reviews.reject.submit")}
            </button>
          </ActionForm>
          {!review.reply && (
            <ActionForm reviewId={review.id} intent="reply">
              <label htmlFor={replyId} className={labelClasses}>
                {t("reviews.replyForm.label")}
              </label>
              <textarea id={replyId} name="text" rows={2} maxLength={REVIEW_REPLY_MAX} required className={inputClasses} />
              <button type="submit" className={secondaryButtonClasses}>
                {t("reviews.replyForm.submit")}
              </button>
            </ActionForm>
          )}
          <ActionForm reviewId={review.id} intent="remove">
            <button type="submit" className={secondaryButtonClasses}>
              {t("reviews.remove")}
            </button>
          </ActionForm>
        </div>
      )}
    </li>
  );
}
