import type { CryptoPayment } from "@shop/contracts";
import { lazy, Suspense, useEffect, useState } from "react";
import { Form } from "react-router";
import { useTranslation } from "../../lib/texts";
import { CryptoPaymentPanel } from "../checkout/crypto-payment";
import { FormAlert } from "../forms/fields";
import { Button } from "../ui/button";
import { FormButton } from "./form-button";

// react-aria's modal loads when the dialog first opens (docs/adr/0005).
const CryptoPaymentDialog = lazy(() => import("../checkout/crypto-payment-dialog").then((m) => ({ default: m.CryptoPaymentDialog })));

/** An action's refusal, shown beside the form that was sent. */
export type ActionAnswer = { intent: string; message: string } | null | undefined;

const errorsOf = (answer: ActionAnswer, intent: string) => (answer?.intent === intent ? [answer.message] : undefined);

/** Online payment not completed: start it again at the provider (the action redirects there). */
function PayNowForm({ answer }: { answer: ActionAnswer }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="mt-4" data-pay-now>
      <FormAlert errors={errorsOf(answer, "pay")} />
      <FormButton value="pay" variant="success">
        {t("orders.pay.payNow")}
      </FormButton>
    </Form>
  );
}

/**
 * A crypto payment: the dialog (opened at once right after placing, and by the button); without
 * JavaScript the same details as a panel on the page. While the payment is pending, the local chain
 * simulator can send the amount (a development and test shop only; the action says when there is none).
 */
function CryptoPay({ payment, autoOpen, answer }: { payment: CryptoPayment; autoOpen: boolean; answer: ActionAnswer }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (autoOpen) setOpen(true);
  }, [autoOpen]);
  const pending = payment.status === "pending";
  return (
    <div className="mt-4" data-crypto-pay={payment.status}>
      {pending && (
        <>
          <Button variant="success" className="js-only" onClick={() => setOpen(true)} data-show-payment>
            {t("orders.pay.showDetails")}
          </Button>
          <div className="nojs-show hidden" data-crypto-inline>
            <CryptoPaymentPanel payment={payment} />
          </div>
          <Form method="post" className="mt-6 rounded-lg border border-dashed border-neutral-400 p-4" data-simulate-transfer>
            <p className="mb-3 text-sm text-neutral-700">{t("orders.pay.simulateHint")}</p>
            <FormAlert errors={errorsOf(answer, "simulate")} />
            <FormButton value="simulate" variant="outline" size="small">
              {t("orders.pay.simulate")}
            </FormButton>
          </Form>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <CryptoPaymentDialog payment={payment} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The owner's payment block. The crypto part keeps its place whether or not the order still awaits
 * payment, so a dialog left open sees the payment arrive (the page refreshes its data meanwhile).
 */
export function OrderPayment({
  payment,
  crypto,
  awaiting,
  autoOpen,
  answer,
}: {
  payment: "in-store" | "online" | "crypto";
  crypto: CryptoPayment | null;
  awaiting: boolean;
  autoOpen: boolean;
  answer: ActionAnswer;
}) {
  const { t } = useTranslation();
  if (!awaiting && !crypto) return null;
  return (
    <section
      aria-labelledby={awaiting ? "order-pay-title" : undefined}
      className={awaiting ? "mt-6 rounded-2xl bg-white p-5 ring-1 ring-black/5" : undefined}
      data-order-pay
    >
      {awaiting && (
        <h2 id="order-pay-title" className="text-lg font-bold">
          {t("orders.pay.lead")}
        </h2>
      )}
      {awaiting && payment === "online" && <PayNowForm answer={answer} />}
      {crypto && <CryptoPay payment={crypto} autoOpen={autoOpen && awaiting} answer={answer} />}
    </section>
  );
}
