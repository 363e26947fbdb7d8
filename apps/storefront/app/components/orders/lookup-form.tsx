import { Form } from "react-router";
import { useTranslation } from "../../lib/texts";
import { FieldErrors, FormAlert } from "../forms/fields";
import { SubmitButton } from "../forms/submit";
import type { LookupProblem } from "./lookup";

/** The action's answer to a lookup that found nothing to show: what was typed and why it failed. */
export interface LookupAnswer {
  value: string;
  problem?: LookupProblem;
  notFound?: boolean;
  /** The server's message (e.g. too many lookups). */
  message?: string;
}

const FIELD = "order-number";

/** Order number → the order's page. A plain POST form: the action checks the number and the order first. */
export function LookupForm({ answer }: { answer?: LookupAnswer | null }) {
  const { t } = useTranslation();
  const fieldError = answer?.problem ? t(`orders.tracking.${answer.problem}`) : null;
  const formError = answer?.notFound ? t("orders.tracking.notFound") : answer?.message;
  const describedBy = [`${FIELD}-hint`, fieldError ? `${FIELD}-error` : null].filter(Boolean).join(" ");
  return (
    <Form method="post" noValidate className="mt-6 max-w-md" data-tracking-form>
      <p className="mb-6 text-neutral-700">{t("orders.tracking.lead")}</p>
      <FormAlert errors={formError ? [formError] : undefined} />
      <div className="mb-4" data-field="number">
        <label htmlFor={FIELD} className="block text-sm font-semibold">
          {t("orders.tracking.number")}
        </label>
        <input
          id={FIELD}
          name="number"
          type="text"
          required
          maxLength={40}
          defaultValue={answer?.value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus={!!answer}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5 font-mono tracking-wider text-ink uppercase aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
        />
        <p id={`${FIELD}-hint`} className="mt-1 text-sm text-neutral-700">
          {t("orders.tracking.hint")}
        </p>
        <FieldErrors id={`${FIELD}-error`} errors={fieldError ? [fieldError] : undefined} />
      </div>
      <SubmitButton>{t("orders.tracking.submit")}</SubmitButton>
    </Form>
  );
}
