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

interface SummaryProps {
  cart: Cart;
  quote: Quote | null;
  busy: boolean;
  payment?: PaymentMethod | undefined;
}

/** The lines and the money: subtotal, discount, delivery, total. `tagged`: the one copy tests and scripts read. */
function SummaryBody({ cart, quote, busy, payment, tagged }: SummaryProps & { tagged: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const subtotal = quote?.subtotal ?? cart.subtotal;
  const tag = (name: string) => (tagged ? { [`data-summary-${name}`]: "" } : {});
  return (
    <>
      <ul aria-label={t("checkout.summary.lines")} className="flex flex-col gap-3">
        {cart.lines.map((line) => (
          <li
            key={line.product.id}
            className="flex justify-between gap-3 text-sm"
            {...(tagged ? { "data-summary-line": line.product.slug } : {})}
          >
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
        <Row label={t("checkout.summary.subtotal")} value={money(subtotal)} {...tag("subtotal")} />
        {quote && quote.discount > 0 && (
          <Row
            label={quote.coupon ? t("checkout.summary.discountCode", { code: quote.coupon.code }) : t("checkout.summary.discount")}
            value={`−${money(quote.discount)}`}
            {...tag("discount")}
          />
        )}
        {quote && (
          <Row
            label={t("checkout.summary.delivery")}
            value={quote.deliveryFee === 0 ? t("checkout.delivery.free") : money(quote.deliveryFee)}
            {...tag("delivery")}
          />
        )}
        <Row label={t("checkout.summary.total")} value={money(quote?.total ?? subtotal)} strong {...tag("total")} />
      </dl>
      {payment === "crypto" && quote?.cryptoEstimate != null && (
        <p className="text-sm text-neutral-700" {...tag("crypto")}>
          {t("checkout.summary.crypto", { amount: usdtEstimate(quote.cryptoEstimate) })}
        </p>
      )}
    </>
  );
}

/** Beside the form from 1024 px (the page's one summary there): the lines and the quote's money, kept in view. */
export function OrderSummary(props: SummaryProps) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="checkout-summary-title"
      aria-busy={props.busy || undefined}
      className="hidden flex-col gap-4 self-start rounded-2xl bg-white p-5 ring-1 ring-black/5 lg:sticky lg:top-4 lg:flex"
      data-checkout-summary
    >
      <h2 id="checkout-summary-title" className="text-xl font-bold">
        {t("checkout.summary.title")}
      </h2>
      <SummaryBody {...props} tagged />
      <p role="status" className="text-sm text-neutral-700">
        {props.busy ? t("checkout.summary.updating") : ""}
      </p>
    </aside>
  );
}

/** Below 1024 px the page starts with the summary folded: "Show order summary · PLN 123.45". */
export function SummaryDetails(props: SummaryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const total = props.quote?.total ?? props.quote?.subtotal ?? props.cart.subtotal;
  return (
    <details className="group rounded-2xl bg-white ring-1 ring-black/5 lg:hidden" data-summary-details>
      <summary className="flex cursor-pointer items-center justify-between gap-3 p-4 font-semibold">
        <span className="underline decoration-1 underline-offset-4">
          <span className="group-open:hidden">{t("checkout.summary.show")}</span>
          <span className="hidden group-open:inline">{t("checkout.summary.hide")}</span>
        </span>
        <span className="text-lg font-bold tabular-nums" data-summary-details-total>
          {money(total)}
        </span>
      </summary>
      <div className="flex flex-col gap-4 px-4 pb-4">
        <SummaryBody {...props} tagged={false} />
      </div>
    </details>
  );
}
