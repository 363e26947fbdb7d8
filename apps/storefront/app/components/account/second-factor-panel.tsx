// Two-step sign-in (issue 35): set up an authenticator (QR code and key, then a code switches it on), the recovery
// codes shown once, new codes, switching off. Each step is a plain form: no JavaScript needed.
import type { SecondFactorStatus } from "@shop/contracts";
import { Form, Link } from "react-router";
import type { SecondFactorActionData } from "../../lib/account/second-factor.server";
import { useTranslation } from "../../lib/texts";
import { FormAlert, FormNotice } from "../forms/fields";
import { SubmitButton } from "../forms/submit";
import { linkClass } from "../ui/link-class";
import { CodeFields } from "./code-fields";
import { PasskeyButton } from "./passkey-button";

export function SecondFactorPanel({
  status,
  result,
  backOffice,
}: {
  status: SecondFactorStatus;
  result: SecondFactorActionData | undefined;
  /** Staff: where to go once it is on. */
  backOffice?: string;
}) {
  const { t } = useTranslation();
  const error = result && "error" in result ? result.error : undefined;
  const enrolment = result && "enrolment" in result ? result.enrolment : undefined;
  if (result && "recoveryCodes" in result) {
    return (
      <section data-recovery-codes>
        <FormNotice>{t("account.secondFactor.statusOn")}</FormNotice>
        <h2 className="mt-4 text-lg font-semibold">{t("account.secondFactor.codesTitle")}</h2>
        <p className="mt-2">{t("account.secondFactor.codesLead")}</p>
        <ul className="mt-4 grid grid-cols-2 gap-2 font-mono">
          {result.recoveryCodes.map((code) => (
            <li key={code} data-recovery-code>
              {code}
            </li>
          ))}
        </ul>
        {backOffice && (
          <p className="mt-6">
            <Link to={backOffice} className={linkClass} data-back-office-link>
              {t("account.secondFactor.backOffice")}
            </Link>
          </p>
        )}
      </section>
    );
  }
  const totpOn = status.totp === "on" && !(result && "off" in result);
  // A passkey is a factor too (PasskeysPanel lists them): the codes and their renewal are the same.
  const on = totpOn || (status.passkeys > 0 && !(result && "off" in result));
  const regenerate = (
    <>
      <p className="mb-4">{t("account.secondFactor.codesLeft", { count: status.recoveryCodesLeft })}</p>
      <Form method="post" className="space-y-4" data-form="recovery-codes">
        <p>{t("account.secondFactor.regenerateLead")}</p>
        {totpOn && <CodeFields />}
        {status.passkeys > 0 && <PasskeyButton purpose="step-up" field="passkey" intent="regenerate" label={t("account.passkeys.use")} />}
        {totpOn && (
          <SubmitButton intent="regenerate" variant="outline">
            {t("account.secondFactor.regenerate")}
          </SubmitButton>
        )}
      </Form>
    </>
  );
  return (
    <section data-second-factor={on ? "on" : "off"}>
      {status.required && !status.sessionSecondFactorAt && <FormNotice>{t("account.secondFactor.staffRequired")}</FormNotice>}
      {result && "off" in result && <FormNotice>{t("account.secondFactor.switchedOff")}</FormNotice>}
      <FormAlert errors={error ? [error] : undefined} />
      <p className="mb-4">{on ? t("account.secondFactor.statusOn") : t("account.secondFactor.statusOff")}</p>
      {on && regenerate}
      {totpOn ? (
        !status.required && (
          <Form method="post" className="mt-8 space-y-4" data-form="second-factor-off">
            <p>{t("account.secondFactor.offLead")}</p>
            <CodeFields recovery />
            <SubmitButton intent="off" variant="outline">
              {t("account.secondFactor.off")}
            </SubmitButton>
          </Form>
        )
      ) : enrolment ? (
        <Form method="post" className="space-y-4" data-form="totp-confirm">
          <p>{t("account.secondFactor.scan")}</p>
          <div
            className="w-56 max-w-full"
            role="img"
            aria-label={enrolment.uri.split("?")[0]}
            // The SVG is the API's own drawing of the QR code (numbers only).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: built by the shop's API from a matrix, no input in it
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
            data-totp-qr
          />
          <p>
            {t("account.secondFactor.secret")}:{" "}
            <code className="break-all font-mono" data-totp-secret>
              {enrolment.secret}
            </code>
          </p>
          <p>{t("account.secondFactor.confirmLead")}</p>
          <CodeFields autoFocus />
          <SubmitButton intent="confirm">{t("account.secondFactor.confirm")}</SubmitButton>
        </Form>
      ) : (
        <Form method="post" className={on ? "mt-8" : undefined} data-form="totp-start">
          <SubmitButton intent="start">{t("account.secondFactor.start")}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
