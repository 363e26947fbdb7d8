// An account's passkeys (issue 35): each with its name, when it was added and last used, and "remove"; a form to add
// one under a name. Removing is a plain form; adding needs the browser's passkey ceremony (JavaScript).
import type { PasskeyView } from "@shop/contracts";
import { Form } from "react-router";
import type { SecondFactorActionData } from "../../lib/account/second-factor.server";
import { dateFormat } from "../../lib/intl";
import { useTranslation } from "../../lib/texts";
import { FormAlert, FormNotice } from "../forms/alerts";
import { SubmitButton } from "../forms/submit";
import { PasskeyButton } from "./passkey-button";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "Europe/Warsaw" };
const inputClass = "mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5 text-ink";

export function PasskeysPanel({ passkeys, result }: { passkeys: PasskeyView[]; result: SecondFactorActionData | undefined }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => dateFormat(i18n.language, WHEN).format(new Date(iso));
  return (
    <section aria-labelledby="passkeys-title" className="mt-10" data-passkeys>
      <h2 id="passkeys-title" className="text-lg font-semibold">
        {t("account.passkeys.title")}
      </h2>
      <p className="mt-2 mb-4 text-neutral-700">{t("account.passkeys.lead")}</p>
      {result && "passkey" in result && (
        <FormNotice>{result.passkey === "added" ? t("account.passkeys.addedNotice") : t("account.passkeys.removed")}</FormNotice>
      )}
      <FormAlert errors={result && "passkeyError" in result ? [result.passkeyError] : undefined} />
      {passkeys.length === 0 ? (
        <p className="mb-4">{t("account.passkeys.none")}</p>
      ) : (
        <ul className="mb-6 divide-y divide-neutral-200 rounded-lg border border-neutral-300">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-passkey-item={passkey.name}>
              <div className="text-sm">
                <p className="font-medium">{passkey.name}</p>
                <p className="text-neutral-700">
                  {t("account.passkeys.added", { date: when(passkey.createdAt) })},{" "}
                  {passkey.lastUsedAt
                    ? t("account.passkeys.lastUsed", { date: when(passkey.lastUsedAt) })
                    : t("account.passkeys.neverUsed")}
                </p>
              </div>
              <Form method="post" aria-label={t("account.passkeys.removeLabel", { name: passkey.name })}>
                <input type="hidden" name="passkeyId" value={passkey.id} />
                <SubmitButton intent="passkey-remove" variant="outline" size="small">
                  {t("account.passkeys.remove")}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="space-y-3" data-form="passkey-add">
        <label className="block">
          <span className="font-medium">{t("account.passkeys.name")}</span>
          <input className={inputClass} name="name" required maxLength={60} placeholder={t("account.passkeys.namePlaceholder")} />
        </label>
        <PasskeyButton purpose="register" field="attestation" intent="passkey-add" label={t("account.passkeys.add")} />
      </Form>
    </section>
  );
}
