import { Form, Link } from "react-router";
import { useTranslation } from "../../lib/texts";
import { FormAlert } from "../forms/fields";
import { buttonClasses } from "../ui/button";
import { FormButton } from "./form-button";
import type { ActionAnswer } from "./pay-actions";

/**
 * "Cancel order" in two steps that work without JavaScript: the link opens the confirmation (`?cancel=1`),
 * whose form asks the action to cancel. `data-cancel-order` marks the one control of the current step.
 */
export function CancelOrder({
  confirming,
  askHref,
  keepHref,
  answer,
}: {
  confirming: boolean;
  askHref: string;
  keepHref: string;
  answer: ActionAnswer;
}) {
  const { t } = useTranslation();
  if (!confirming)
    return (
      <Link
        to={askHref}
        preventScrollReset
        className={buttonClasses({ variant: "outline", size: "small" })}
        data-cancel-order
        data-cancel-step="ask"
      >
        {t("orders.cancel.button")}
      </Link>
    );
  return (
    <section aria-labelledby="cancel-title" className="rounded-lg border border-red-700 bg-white p-4" data-cancel-confirmation>
      <h2 id="cancel-title" className="text-lg font-bold">
        {t("orders.cancel.title")}
      </h2>
      <p className="mt-1 mb-3 text-sm">{t("orders.cancel.lead")}</p>
      <Form method="post">
        <FormAlert errors={answer?.intent === "cancel" ? [answer.message] : undefined} />
        <label htmlFor="cancel-reason" className="block text-sm font-semibold">
          {t("orders.cancel.reason")}
        </label>
        <textarea
          id="cancel-reason"
          name="reason"
          rows={2}
          maxLength={500}
          autoFocus
          className="mt-1 mb-3 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2"
        />
        <div className="flex flex-wrap items-center gap-3">
          <FormButton value="cancel" variant="fill-black" size="small" data-cancel-order data-cancel-step="confirm">
            {t("orders.cancel.confirm")}
          </FormButton>
          <Link to={keepHref} preventScrollReset className="font-semibold underline underline-offset-4">
            {t("orders.cancel.keep")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
