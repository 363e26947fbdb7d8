// Asks for a fresh code before a step-up action (issue 35) and sends the action again with what was typed (hidden
// fields) and the code: a plain form, no JavaScript needed. Staff with a passkey may use it instead (a second form
// with the same fields; its ceremony needs JavaScript).
import { Form } from "react-router";
import type { StepUpRequest } from "../../lib/admin/step-up.server";
import { useTranslation } from "../../lib/texts";
import { PasskeyButton } from "../account/passkey-button";
import { FormAlert } from "../forms/fields";
import { SubmitButton } from "../forms/submit";

function HiddenFields({ fields }: { fields: StepUpRequest["fields"] }) {
  return fields
    .filter(([name]) => name !== "intent")
    .map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);
}

export function StepUpPrompt({ request }: { request: StepUpRequest }) {
  const { t } = useTranslation();
  const intent = request.fields.find(([name]) => name === "intent")?.[1];
  return (
    <section aria-labelledby="step-up-title" className="max-w-md space-y-3 rounded-lg border border-neutral-400 p-4" data-step-up>
      <h2 id="step-up-title" className="text-xl font-semibold">
        {t("account.secondFactor.stepUpTitle")}
      </h2>
      <p>{t("account.secondFactor.stepUpLead")}</p>
      <FormAlert errors={request.error ? [request.error] : undefined} />
      <Form method="post" className="space-y-3" data-form="step-up">
        <HiddenFields fields={request.fields} />
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
        <SubmitButton intent={intent} size="normal">
          {t("account.secondFactor.stepUpSubmit")}
        </SubmitButton>
      </Form>
      {request.passkey && (
        <Form method="post" className="space-y-3" data-form="step-up-passkey">
          <p className="text-neutral-700">{t("account.passkeys.or")}</p>
          <HiddenFields fields={request.fields} />
          <PasskeyButton purpose="step-up" field="stepUpPasskey" intent={intent} label={t("account.passkeys.use")} />
        </Form>
      )}
    </section>
  );
}
