import type { OnlineMethod } from "@shop/contracts";
import { useTranslation } from "../../lib/texts";

/**
 * Przelewy24's methods under online payment (issue 19): BLIK first and checked, P24's page then opens on the one
 * chosen; "another method" leaves the choice to P24's page. Without JavaScript it is always there (used only with
 * online payment; a refusal of the method is said next to "Place order").
 */
export default function OnlineMethods({ methods }: { methods: readonly OnlineMethod[] }) {
  const { t } = useTranslation();
  const options = [
    ...methods.map((method) => ({ value: String(method.id), label: method.name })),
    { value: "", label: t("checkout.payment.onlineOther") },
  ];
  return (
    <fieldset className="mt-3" data-online-methods="">
      <legend className="font-semibold">{t("checkout.payment.onlineMethods")}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 rounded-lg border border-neutral-300 px-3 py-2 has-checked:border-primary-dark"
          >
            <input
              type="radio"
              name="onlineMethod"
              value={option.value}
              defaultChecked={option === options[0]}
              className="accent-primary-dark"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
