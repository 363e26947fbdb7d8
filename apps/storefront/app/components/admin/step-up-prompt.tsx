// Asks for a fresh code before a step-up action (issue 35) and sends the action again with what was typed (hidden
// fields) and the code: a plain form, no JavaScript needed.
import { Form } from "react-router";
import type { StepUpRequest } from "../../lib/admin/step-up.server";
import { useTranslation } from "../../lib/texts";
import { FormAlert } from "../forms/fields";
import { SubmitButton } from "../forms/submit";

export function StepUpPrompt({ request }: { request: StepUpRequest }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="step-up-title" className="max-w-md space-y-3 rounded-lg border border-neutral-400 p-4" data-step-up>
      <h2 id="step-up-title" className="text-xl font-semibold">
        {t("account.secondFactor.stepUpTitle")}
      </h2>
      <p>{t("account.secondFactor.stepUpLead")}</p>
      <FormAlert errors={request.error ? [request.error] : undefined} />
      <Form method="post" className="space-y-3" data-form="step-up">
        {request.fields
          .filter(([name]) => name !== "intent")
          .map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
        <label className="block">
          <span className="font-medium">{t("account.secondFactor.code")}</span>
          <input
            className="mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5"
            name="stepUpCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            data-step-up-code
          />
        </label>
        <SubmitButton intent={request.fields.find(([name]) => name === "intent")?.[1]} size="normal">
          {t("account.secondFactor.stepUpSubmit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
