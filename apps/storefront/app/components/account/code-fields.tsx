// The inputs of a second-factor code (issue 35): the authenticator's 6 digits and, optionally, a recovery code.
// Plain form fields: the forms work without JavaScript.
import { useTranslation } from "../../lib/texts";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5 text-ink";

export function CodeFields({ recovery = false, autoFocus = false }: { recovery?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <label className="block">
        <span className="font-medium">{t("account.secondFactor.code")}</span>
        <input
          className={inputClass}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          autoFocus={autoFocus}
          data-code-input
        />
      </label>
      {recovery && (
        <label className="block">
          <span className="font-medium">{t("account.secondFactor.recoveryCode")}</span>
          <input className={inputClass} name="recoveryCode" autoComplete="off" maxLength={32} data-recovery-code-input />
          <span className="mt-1 block text-sm text-neutral-700">{t("account.secondFactor.recoveryHint")}</span>
        </label>
      )}
    </div>
  );
}
