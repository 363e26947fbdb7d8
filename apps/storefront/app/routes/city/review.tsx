import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from "@shop/domain";
import { Form, Link } from "react-router";
import { AccountFrame } from "../../components/forms/account-frame";
import { FieldErrors, FormAlert, FormNotice } from "../../components/forms/fields";
import { SubmitButton } from "../../components/forms/submit";
import { buttonClasses } from "../../components/ui/button";
import { formatShopDate } from "../../lib/account/format";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import type { Route } from "./+types/review";
import { loadReviewForm, type ReviewFormReply, reviewFormAction } from "./review.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadReviewForm(args);

export const action = (args: Route.ActionArgs) => reviewFormAction(args);

const field = "mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5 text-ink aria-invalid:border-red-700";

/** Writing or editing one's review of a product bought (issue 38), or why one may not. */
export default function ReviewFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const { page, standing, productHref, signInHref, sent } = loaderData;
  const reply = actionData as ReviewFormReply | undefined;
  const review = standing.review;
  const back = (
    <p className="mt-6">
      <Link to={productHref} className={buttonClasses({ variant: "outline" })}>
        {t("reviews.form.toProduct")}
      </Link>
    </p>
  );
  if (sent)
    return (
      <AccountFrame page={page}>
        <FormNotice>{t("reviews.form.sent")}</FormNotice>
        {back}
      </AccountFrame>
    );
  if (standing.eligibility === "sign-in" || standing.eligibility === "not-purchased" || standing.eligibility === "edit-closed")
    return (
      <AccountFrame page={page}>
        <p data-review-eligibility={standing.eligibility}>
          {t(
            `reviews.form.${standing.eligibility === "sign-in" ? "signIn" : standing.eligibility === "not-purchased" ? "notPurchased" : "editClosed"}`,
          )}
        </p>
        {standing.eligibility === "sign-in" && (
          <p className="mt-4">
            <Link to={signInHref} className={buttonClasses({ variant: "fill-black" })}>
              {t("reviews.form.signInLink")}
            </Link>
          </p>
        )}
        {back}
      </AccountFrame>
    );
  const values = reply?.values ?? { stars: review ? String(review.stars) : "", title: review?.title ?? "", body: review?.body ?? "" };
  const errors = reply?.fieldErrors ?? {};
  const lead = review ? t("reviews.form.editUntil", { date: formatShopDate(review.editableUntil, lang) }) : t("reviews.form.lead");
  return (
    <AccountFrame page={page} lead={lead}>
      <Form method="post" className="flex flex-col gap-5" data-form="review" data-review-eligibility={standing.eligibility}>
        <FormAlert errors={reply?.message ? [reply.message] : undefined} />
        <fieldset aria-describedby={errors.stars ? "review-stars-error" : undefined}>
          <legend className="font-semibold">{t("reviews.form.stars")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[5, 4, 3, 2, 1].map((stars) => (
              <label
                key={stars}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-neutral-300 has-checked:bg-neutral-100"
              >
                <input type="radio" name="stars" value={stars} required defaultChecked={values.stars === String(stars)} />
                <span aria-hidden="true" className="text-amber-700">
                  {"★".repeat(stars)}
                </span>
                <span className="text-sm">{t("reviews.form.starsOption", { count: stars })}</span>
              </label>
            ))}
          </div>
          <FieldErrors id="review-stars-error" errors={errors.stars} />
        </fieldset>
        <div>
          <label htmlFor="review-title" className="block font-semibold">
            {t("reviews.form.titleField")}
          </label>
          <input
            id="review-title"
            name="title"
            required
            maxLength={REVIEW_TITLE_MAX}
            defaultValue={values.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={`review-title-hint${errors.title ? " review-title-error" : ""}`}
            className={field}
          />
          <p id="review-title-hint" className="mt-1 text-sm text-neutral-700">
            {t("reviews.form.titleHint", { max: REVIEW_TITLE_MAX })}
          </p>
          <FieldErrors id="review-title-error" errors={errors.title} />
        </div>
        <div>
          <label htmlFor="review-body" className="block font-semibold">
            {t("reviews.form.body")}
          </label>
          <textarea
            id="review-body"
            name="body"
            required
            rows={8}
            maxLength={REVIEW_BODY_MAX}
            defaultValue={values.body}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={`review-body-hint${errors.body ? " review-body-error" : ""}`}
            className={field}
          />
          <p id="review-body-hint" className="mt-1 text-sm text-neutral-700">
            {t("reviews.form.bodyHint", { max: REVIEW_BODY_MAX })}
          </p>
          <FieldErrors id="review-body-error" errors={errors.body} />
        </div>
        <SubmitButton intent="review">{review ? t("reviews.form.save") : t("reviews.form.submit")}</SubmitButton>
      </Form>
      {back}
    </AccountFrame>
  );
}
