import type { ProductDetail } from "@shop/contracts";
import { useId } from "react";
import { Form, useActionData } from "react-router";
import { useAccount } from "../../lib/personal-store";
import { useTranslation } from "../../lib/texts";
import { FormNotice } from "../forms/alerts";
import { SubmitButton } from "../forms/submit";

/** What the product route's action answers to this form (routes/city/products/back-in-stock.server.ts). */
export type StockAlertReply = { status: "confirmation-sent" | "subscribed"; email: string } | { error: string; email: string };

export const STOCK_ALERT_INTENT = "stock-alert";

/** The server's refusal, next to the field (or the button) it is about, announced at once. */
function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-semibold text-red-800" data-form-error>
      {error}
    </p>
  );
}

/**
 * "Notify me when back in stock" (issue 18) on a product the city cannot sell now: an e-mail field for a visitor
 * (who then confirms by the e-mail's link), one button for a signed-in customer. A plain POST to the product
 * route's action: it works before the scripts run and without them, and adds no client code of its own.
 */
export function BackInStock({ product, cityName }: { product: ProductDetail; cityName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const user = useAccount();
  const reply = (useActionData() as { stockAlert?: StockAlertReply } | undefined)?.stockAlert;
  const done = reply && "status" in reply ? reply : null;
  const error = reply && "error" in reply ? reply.error : null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 ring-1 ring-black/5" data-back-in-stock>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t("alerts.form.heading")}
      </h2>
      {done ? (
        <div className="mt-3" data-back-in-stock-done={done.status}>
          <FormNotice>
            {done.status === "subscribed"
              ? t("alerts.form.subscribed", { email: done.email, city: cityName })
              : t("alerts.form.sent", { email: done.email })}
          </FormNotice>
        </div>
      ) : (
        <Form method="post" noValidate className="mt-2 flex flex-col gap-3" data-form="back-in-stock" aria-describedby={`${id}-lead`}>
          <p id={`${id}-lead`} className="text-sm text-neutral-700">
            {t("alerts.form.lead", { city: cityName })}
          </p>
          <input type="hidden" name="productId" value={product.id} />
          {user?.email ? null : (
            <div>
              <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
                {t("alerts.form.email")}
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={reply?.email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5 text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
              />
              <FieldError id={`${id}-error`} error={error} />
            </div>
          )}
          {user?.email ? <FieldError id={`${id}-error`} error={error} /> : null}
          <SubmitButton intent={STOCK_ALERT_INTENT} variant="fill-black">
            {user?.email ? t("alerts.form.submitSignedIn", { email: user.email }) : t("alerts.form.submit")}
          </SubmitButton>
          <p className="text-xs text-neutral-700">{t("alerts.form.privacy")}</p>
        </Form>
      )}
    </section>
  );
}
