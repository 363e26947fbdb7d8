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

/** Visitors: placing needs an account; sign-in and sign-up come back here. */
export function SignInToOrder({ signInTo, signUpTo }: { signInTo: string; signUpTo: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="checkout-sign-in-title"
      className="rounded-2xl border-2 border-primary-dark bg-white p-5"
      data-sign-in-to-order
    >
      <h2 id="checkout-sign-in-title" className="text-xl font-bold">
        {t("checkout.signInPrompt.title")}
      </h2>
      <p className="mt-2 text-neutral-700">{t("checkout.signInPrompt.text")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
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

interface PlaceSectionProps {
  acceptTerms: AnyField;
  adult: AnyField;
  focus: string | undefined;
  /** PRICE_CHANGED: the server's message and the new total, confirmed by placing again. */
  priceChanged?: { message: string; total: number };
  /** A re-quote is on its way: the total to confirm is about to change. */
  quoting: boolean;
}

/** The privacy policy and terms, the 18+ confirmation, and "Place order" (busy while the order is sent). */
export function PlaceSection({ acceptTerms, adult, focus, priceChanged, quoting }: PlaceSectionProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const money = useMoney();
  const submitting = useSubmitting("place");
  const link = (page: "privacyPolicy" | "terms") => <Link to={paths.city(page)} className={linkClass} target="_blank" />;
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
      <CheckboxField meta={acceptTerms} autoFocus={focus === "acceptTerms"}>
        <Trans i18nKey="account.fields.acceptTerms" components={{ privacy: link("privacyPolicy"), terms: link("terms") }} />
      </CheckboxField>
      <CheckboxField meta={adult} autoFocus={focus === "adult"}>
        {t("account.fields.adult")}
      </CheckboxField>
      {priceChanged && (
        <div role="alert" className="mb-4 rounded-lg border border-accent bg-accent/10 p-3 text-sm font-semibold" data-price-changed>
          {priceChanged.message} {t("checkout.priceChanged", { total: money(priceChanged.total) })}
        </div>
      )}
      <Button
        type="submit"
        name="intent"
        value="place"
        variant="success"
        size="full"
        loading={submitting}
        loadingLabel={t("ui.loading")}
        disabled={quoting}
        data-place-order
      >
        {t("checkout.place")}
      </Button>
    </div>
  );
}
