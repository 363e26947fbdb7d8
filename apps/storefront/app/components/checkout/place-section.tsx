import type { ReactNode } from "react";
import { Link } from "react-router";
import { type FieldMeta, getTextareaProps } from "../../lib/forms/field-props";
import { Trans, useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMoney } from "../catalogue/use-catalogue";
import { CheckboxField, FieldErrors } from "../forms/fields";
import { useSubmitting } from "../forms/submit";
import { Button, buttonClasses } from "../ui/button";
import { linkClass } from "../ui/link-class";

type AnyField = FieldMeta;

/** The customer's comment to the order (optional). */
export function CommentField({ field, focus }: { field: AnyField; focus: string | undefined }) {
  const { t } = useTranslation();
  const props = getTextareaProps(field);
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-black/5" data-field={field.name}>
      <label htmlFor={field.id} className="block text-sm font-semibold">
        {t("checkout.comment.label")}
      </label>
      <textarea
        {...props}
        rows={3}
        autoFocus={focus === field.name}
        className="mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5 text-ink aria-invalid:border-red-700"
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Visitors, at the top of the page: placing needs an account; sign-in and sign-up come back here with what was typed. */
export function SignInToOrder({ signInTo, signUpTo }: { signInTo: string; signUpTo: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="checkout-sign-in-title"
      className="rounded-2xl border-2 border-primary-dark bg-white p-4 sm:p-5"
      data-sign-in-to-order
    >
      <h2 id="checkout-sign-in-title" className="text-lg font-bold sm:text-xl">
        {t("checkout.signInPrompt.title")}
      </h2>
      <p className="mt-1 text-neutral-700">{t("checkout.signInPrompt.text")}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={signInTo} className={buttonClasses({ variant: "fill-black" })} data-sign-in-link>
          {t("checkout.signInPrompt.signIn")}
        </Link>
        <Link to={signUpTo} className={buttonClasses({ variant: "outline" })} data-sign-up-link>
          {t("checkout.signInPrompt.signUp")}
        </Link>
      </div>
    </section>
  );
}

/** The privacy policy and terms (18+ is the account's: asked at the age gate and at sign-up, not here). */
export function TermsSection({ acceptTerms, focus }: { acceptTerms: AnyField; focus: string | undefined }) {
  const paths = useShopPaths();
  const link = (page: "privacyPolicy" | "terms") => <Link to={paths.city(page)} className={linkClass} target="_blank" />;
  return (
    <div className="rounded-2xl bg-white p-5 pb-1 ring-1 ring-black/5">
      <CheckboxField meta={acceptTerms} autoFocus={focus === "acceptTerms"}>
        <Trans i18nKey="account.fields.acceptTerms" components={{ privacy: link("privacyPolicy"), terms: link("terms") }} />
      </CheckboxField>
    </div>
  );
}

interface PlaceBarProps {
  total: number;
  /** Why the last "Place order" placed nothing (next to the button), and the form's error id. */
  problem: ReactNode;
  /** A customer places; a visitor is sent to sign in (with the way back). */
  signInTo: string | null;
  /** A re-quote is on its way: the total to confirm is about to change. */
  quoting: boolean;
}

/**
 * The total and "Place order", together: a bar stuck to the bottom of the screen below 1024 px (the form's
 * column is its container, so it stays in view while the shopper scrolls the form), in the column above.
 */
export function PlaceBar({ total, problem, signInTo, quoting }: PlaceBarProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const submitting = useSubmitting("place");
  return (
    <div
      className="sticky bottom-0 z-20 -mx-1 rounded-t-2xl bg-white p-3 shadow-[0_-6px_16px_rgb(0_0_0/0.14)] ring-1 ring-black/10 lg:static lg:mx-0 lg:rounded-2xl lg:p-5 lg:shadow-none lg:ring-black/5"
      data-place-bar
    >
      {problem}
      <div className="flex items-center gap-3">
        <p className="shrink-0 leading-tight">
          <span className="block text-sm text-neutral-700">{t("checkout.summary.total")}</span>
          <span className="text-xl font-bold tabular-nums" data-place-total>
            {money(total)}
          </span>
        </p>
        {signInTo ? (
          <Link to={signInTo} className={`${buttonClasses({ variant: "fill-black" })} flex-1`} data-place-sign-in>
            {t("checkout.signInPrompt.toOrder")}
          </Link>
        ) : (
          <Button
            type="submit"
            name="intent"
            value="place"
            variant="success"
            size="full"
            className="flex-1"
            loading={submitting}
            loadingLabel={t("ui.loading")}
            disabled={quoting}
            data-place-order
          >
            {t("checkout.place")}
          </Button>
        )}
      </div>
    </div>
  );
}
