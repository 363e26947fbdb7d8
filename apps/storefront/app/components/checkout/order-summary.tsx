import type { Cart, PaymentMethod, Quote } from "@shop/contracts";
import { useTranslation } from "../../lib/texts";
import { useMoney } from "../catalogue/use-catalogue";

/** An estimate in USDT to the cent ("25.31"), in integers: micro-USDT rounded to hundredths. */
function usdtEstimate(micro: number): string {
  const cents = Math.round(micro / 10_000);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function Row({ label, value, strong, ...rest }: { label: string; value: string; strong?: boolean } & Record<`data-${string}`, string>) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "mt-2 border-t border-neutral-300 pt-3" : ""}`}>
      <dt className={strong ? "text-lg font-bold" : ""}>{label}</dt>
      <dd className={`tabular-nums ${strong ? "text-2xl font-bold" : "font-semibold"}`} {...rest}>
        {value}
      </dd>
    </div>
  );
}

/** The lines and the quote's money: subtotal, discount, delivery and the total the order is placed at. */
export function OrderSummary({ cart, quote, busy, payment }: { cart: Cart; quote: Quote | null; busy: boolean; payment?: PaymentMethod }) {
  const { t } = useTranslation();
  const money = useMoney();
  const subtotal = quote?.subtotal ?? cart.subtotal;
  return (
    <aside
      aria-labelledby="checkout-summary-title"
      aria-busy={busy || undefined}
      className="flex flex-col gap-4 self-start rounded-2xl bg-white p-5 ring-1 ring-black/5 lg:sticky lg:top-4"
      data-checkout-summary
    >
      <h2 id="checkout-summary-title" className="text-xl font-bold">
        {t("checkout.summary.title")}
      </h2>
      <ul aria-label={t("checkout.summary.lines")} className="flex flex-col gap-3">
        {cart.lines.map((line) => (
          <li key={line.product.id} className="flex justify-between gap-3 text-sm" data-summary-line={line.product.slug}>
            <span>
              <span className="block font-semibold">{line.product.name}</span>
              <span className="text-neutral-700">
                {t("checkout.summary.quantity", { count: line.quantity, price: money(line.unitPrice) })}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={`flex flex-col gap-1 transition-opacity ${busy ? "opacity-60" : ""}`}>
        <Row label={t("checkout.summary.subtotal")} value={money(subtotal)} data-summary-subtotal="" />
        {quote && quote.discount > 0 && (
          <Row
            label={quote.coupon ? t("checkout.summary.discountCode", { code: quote.coupon.code }) : t("checkout.summary.discount")}
            value={`−${money(quote.discount)}`}
            data-summary-discount=""
          />
        )}
        {quote && (
          <Row
            label={t("checkout.summary.delivery")}
            value={quote.deliveryFee === 0 ? t("checkout.delivery.free") : money(quote.deliveryFee)}
            data-summary-delivery=""
          />
        )}
        <Row label={t("checkout.summary.total")} value={money(quote?.total ?? subtotal)} strong data-summary-total="" />
      </dl>
      {payment === "crypto" && quote?.cryptoEstimate != null && (
        <p className="text-sm text-neutral-700" data-summary-crypto>
          {t("checkout.summary.crypto", { amount: usdtEstimate(quote.cryptoEstimate) })}
        </p>
      )}
      <p role="status" className="text-sm text-neutral-700">
        {busy ? t("checkout.summary.updating") : ""}
      </p>
    </aside>
  );
}
