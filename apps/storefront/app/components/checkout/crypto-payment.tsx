// The crypto payment (spec sections 3-4, decisions.md "Checkout and orders"): USDT on TRC20 to the shop's
// address, the exact amount (it tells this payment apart), a QR code, a countdown to pay-until, and what
// happens next. A modal dialog with JavaScript (crypto-payment-dialog.tsx, loaded when it opens); the same
// content as a panel on a page without it.
import type { CryptoPayment } from "@shop/contracts";
import { useId } from "react";
import { formatCountdown, formatShopClock, remainingMs } from "../../lib/checkout/time";
import { useNow } from "../../lib/checkout/use-now";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { CopyButton } from "./copy-button";
import { QrCode } from "./qr-code";

/** Time left to pay (mm:ss, each second) and the deadline in shop time; "expired" once it passed. */
function CryptoCountdown({ payment }: { payment: CryptoPayment }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const now = useNow();
  if (payment.status === "paid") {
    return (
      <p role="status" className="rounded-lg bg-success/15 p-3 font-semibold" data-crypto-paid>
        {t("checkout.crypto.paid")}
      </p>
    );
  }
  const left = remainingMs(payment.payUntil, now);
  const expired = payment.status !== "pending" || left <= 0;
  return (
    <div className={`rounded-lg p-3 ${expired ? "bg-red-50 text-red-900" : "bg-neutral-100"}`}>
      {/* The server renders its own time; the browser's first render may differ by a second or two. */}
      <p data-crypto-countdown data-expired={expired ? "" : undefined} suppressHydrationWarning className="font-semibold">
        {expired ? (
          t("checkout.crypto.expired")
        ) : (
          <>
            {t("checkout.crypto.timeLeft")}:{" "}
            <span className="font-mono text-2xl tabular-nums" suppressHydrationWarning>
              {formatCountdown(left)}
            </span>
          </>
        )}
      </p>
      <p className="mt-1 text-sm">{t("checkout.crypto.payBy", { time: formatShopClock(payment.payUntil, lang) })}</p>
    </div>
  );
}

export function CryptoPaymentContent({ payment }: { payment: CryptoPayment }) {
  const { t } = useTranslation();
  const addressId = useId();
  const amountId = useId();
  return (
    <div className="mt-3 flex flex-col gap-4">
      <p>{t("checkout.crypto.lead")}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode value={payment.uri} label={t("checkout.crypto.qr", { amount: payment.amountText, address: payment.address })} />
        <dl className="flex min-w-0 flex-col gap-3">
          <div>
            <dt className="text-sm font-semibold text-neutral-700">{t("checkout.crypto.network")}</dt>
            <dd data-crypto-network>{t("checkout.crypto.networkValue")}</dd>
          </div>
          <div>
            <dt id={addressId} className="text-sm font-semibold text-neutral-700">
              {t("checkout.crypto.address")}
            </dt>
            <dd className="flex flex-col items-start gap-1">
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the address is read out with its label (the dt) when a screen reader selects it to copy */}
              <code aria-labelledby={addressId} className="break-all font-mono text-sm select-all" data-crypto-address>
                {payment.address}
              </code>
              <CopyButton text={payment.address} label={t("checkout.crypto.copyAddress")} />
            </dd>
          </div>
          <div>
            <dt id={amountId} className="text-sm font-semibold text-neutral-700">
              {t("checkout.crypto.amount")}
            </dt>
            <dd className="flex flex-col items-start gap-1">
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the amount is read out with its label (the dt) when a screen reader selects it to copy */}
              <code aria-labelledby={amountId} className="font-mono text-xl font-bold select-all" data-crypto-amount>
                {payment.amountText}
              </code>
              <CopyButton text={payment.amountText} label={t("checkout.crypto.copyAmount")} />
              <span className="text-sm text-neutral-700">{t("checkout.crypto.amountHint")}</span>
            </dd>
          </div>
        </dl>
      </div>
      <CryptoCountdown payment={payment} />
      <p className="text-sm">{t("checkout.crypto.confirmation")}</p>
      <p className="text-sm font-semibold">{t("checkout.crypto.late")}</p>
    </div>
  );
}

/** The payment's details in the page (no JavaScript needed). */
export function CryptoPaymentPanel({ payment }: { payment: CryptoPayment }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-neutral-300 bg-white p-5" data-crypto-panel>
      <h2 id={titleId} className="text-xl font-bold">
        {t("checkout.crypto.title")}
      </h2>
      <CryptoPaymentContent payment={payment} />
    </section>
  );
}
