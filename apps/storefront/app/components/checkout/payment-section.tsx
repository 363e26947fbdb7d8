import type { CheckoutOptions, DeliveryMethod, PaymentMethod } from "@shop/contracts";
import { lazy, Suspense } from "react";
import type { FieldMeta } from "../../lib/forms/field-props";
import { useTranslation } from "../../lib/texts";
import { FieldErrors } from "../forms/fields";
import { anyPayments } from "./delivery-choice";
import { FormSection } from "./section";

// Only a shop with Przelewy24 lists methods: the others never load this part (the server renders it either way).
const OnlineMethods = lazy(() => import("./online-methods"));

interface PaymentSectionProps {
  /** The checkout's options: its deliveries, the crypto window, Przelewy24's methods (BLIK first; none with the sandbox). */
  options: Pick<CheckoutOptions, "deliveries" | "cryptoPayMinutes" | "onlineMethods">;
  field: FieldMeta;
  delivery: DeliveryMethod | undefined;
  /** The payment checked now (one the delivery allows). */
  payment: PaymentMethod | undefined;
  onPayment: (method: PaymentMethod) => void;
  hydrated: boolean;
  focus: string | undefined;
}

/**
 * The payments the chosen delivery allows: in store, online, USDT (TRC20). With JavaScript only those
 * are rendered; without it every payment is, and the page's style rules hide the ones the checked
 * delivery does not allow (the server refuses a wrong pair with its message anyway).
 */
export function PaymentSection({ options, field, delivery, payment, onPayment, hydrated, focus }: PaymentSectionProps) {
  const { t } = useTranslation();
  const { deliveries, cryptoPayMinutes, onlineMethods: methods } = options;
  const allowed = deliveries.find((option) => option.method === delivery)?.payments ?? [];
  const shown = hydrated ? allowed : anyPayments(deliveries);
  const invalid = (field.errors?.length ?? 0) > 0;
  const hint = (method: PaymentMethod) =>
    method === "crypto" ? t("checkout.payment.hint.crypto", { count: cryptoPayMinutes }) : t(`checkout.payment.hint.${method}`);
  return (
    <FormSection title={t("checkout.payment.title")} data-payment-section="">
      <div className="flex flex-col gap-2">
        {shown.map((method) => (
          <label
            // A new delivery renders its own radios, checked on the payment that stays allowed.
            key={`${field.key ?? ""}-${hydrated ? delivery : "all"}-${method}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-300 p-3 has-checked:border-primary-dark has-checked:ring-1 has-checked:ring-primary-dark"
            data-payment-row={method}
          >
            <input
              type="radio"
              name={field.name}
              value={method}
              defaultChecked={method === payment}
              onChange={() => onPayment(method)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? field.errorId : undefined}
              autoFocus={focus === "payment" && method === shown[0]}
              className="mt-1 size-5 shrink-0 accent-primary-dark"
              data-payment-option={method}
            />
            <span>
              <span className="block font-semibold">{t(`checkout.payment.method.${method}`)}</span>
              <span className="block text-sm text-neutral-700">{hint(method)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
      {methods[0] && (!hydrated || payment === "online") && (
        <Suspense>
          <OnlineMethods methods={methods} />
        </Suspense>
      )}
    </FormSection>
  );
}
