import type { CartLine } from "@shop/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { useShopPaths } from "../../lib/use-shop";
import { useMedia, useMoney } from "../catalogue/use-catalogue";
import { JsFlag } from "../forms/submit";
import { Button } from "../ui/button";
import { CartChangesDialog } from "./cart-changes-dialog";
import { pendingQuantity, QuantityStepper } from "./quantity-stepper";
import { useCartFetcher } from "./use-cart-fetcher";

/** The price of one unit for this customer, the regular one struck through when lower, and its kind. */
function UnitPrice({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const money = useMoney();
  const reduced = line.unitPrice < line.regularPrice;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-cart-unit-price>
      <span className="sr-only">{t("cart.line.unitPrice")}:</span>
      <span className={`font-semibold ${reduced ? "text-red-700" : ""}`}>{money(line.unitPrice)}</span>
      {reduced && (
        <s className="text-neutral-600">
          <span className="sr-only">{t("cart.line.regular")}: </span>
          {money(line.regularPrice)}
        </s>
      )}
      {line.priceKind !== "retail" && (
        <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-bold" data-price-kind={line.priceKind}>
          {t(`cart.line.kind.${line.priceKind}`)}
        </span>
      )}
    </p>
  );
}

/**
 * One line of the cart: image, name (to the product), unit price, the quantity stepper, a remove button and the
 * line's total. Both forms post to the cart route's action, through a fetcher once the page runs JavaScript;
 * a pending quantity shows at once (with its total at this unit price) until the server's answer.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const media = useMedia();
  const money = useMoney();
  const hydrated = useHydrated();
  const id = useId();
  const { fetcher, changes, clearChanges, busyIntent } = useCartFetcher();
  const { product } = line;
  const href = paths.city("product", { productSlug: product.slug });
  const action = paths.city("cart");
  const pending = pendingQuantity(fetcher.formData);
  const quantity = pending ?? line.quantity;
  return (
    <li
      className={`grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 rounded-2xl bg-white p-4 ring-1 ring-black/5 sm:grid-cols-[6rem_1fr_auto] ${busyIntent === "remove" ? "opacity-60" : ""}`}
      data-cart-line
      data-product-slug={product.slug}
    >
      <img
        src={media(product.image)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="row-span-2 aspect-square w-full rounded-xl bg-canvas object-contain p-1"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold leading-snug">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        <UnitPrice line={line} />
      </div>
      <p
        className={`col-start-2 text-lg font-bold tabular-nums sm:col-start-3 sm:row-start-1 sm:text-right ${pending === null ? "" : "text-neutral-600"}`}
        aria-busy={pending !== null}
        data-cart-line-total
      >
        <span className="sr-only">{t("cart.line.total")}: </span>
        {money(pending === null ? line.lineTotal : line.unitPrice * quantity)}
      </p>
      <div className="col-span-2 flex flex-wrap items-center gap-3 sm:col-span-2 sm:col-start-2">
        <fetcher.Form method="post" action={action} data-cart-set>
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="productId" value={product.id} />
          <JsFlag hydrated={hydrated} />
          <QuantityStepper line={line} fetcher={fetcher} quantity={quantity} hydrated={hydrated} id={id} />
        </fetcher.Form>
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={product.id} />
          <JsFlag hydrated={hydrated} />
          <Button
            type="submit"
            variant="transparent"
            size="small"
            loading={busyIntent === "remove"}
            loadingLabel={t("ui.loading")}
            aria-label={t("cart.line.removeOf", { name: product.name })}
            data-cart-remove
          >
            {t("cart.line.remove")}
          </Button>
        </fetcher.Form>
        <p id={`${id}-max`} className="w-full text-xs text-neutral-600">
          {t("cart.line.available", { count: line.maxQuantity })}
        </p>
      </div>
      <CartChangesDialog changes={changes} onClose={clearChanges} />
    </li>
  );
}
