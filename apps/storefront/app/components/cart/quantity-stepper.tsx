import type { CartLine } from "@shop/contracts";
import { type KeyboardEvent, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import type { CartActionData } from "../../lib/cart/cart-form";
import { useTranslation } from "../../lib/texts";
import { Button } from "../ui/button";

const STEP_BUTTON =
  "flex size-10 items-center justify-center rounded-full text-xl font-bold hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-40";

/** The quantity a pending set shows at once: what was sent plus the stepper's step; null when none is pending. */
export function pendingQuantity(formData: FormData | undefined): number | null {
  if (formData === undefined) return null;
  if (formData.get("intent") !== "set") return null;
  const step = formData.get("step");
  const quantity = Number(formData.get("quantity")) + (step === "1" ? 1 : step === "-1" ? -1 : 0);
  return Number.isInteger(quantity) && quantity > 0 ? quantity : null;
}

interface Props {
  line: CartLine;
  fetcher: FetcherWithComponents<CartActionData>;
  /** Shown: the pending quantity, else the server's. */
  quantity: number;
  hydrated: boolean;
  id: string;
}

/**
 * The line's quantity between − and +: each button submits the form with `step` (the action sets quantity ± 1),
 * so it works as a plain form; with JavaScript the fetcher shows the new quantity at once and the server's
 * answer wins. A typed quantity is sent on leaving the field or Enter (without JavaScript: the Update button).
 */
export function QuantityStepper({ line, fetcher, quantity, hydrated, id }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const name = line.product.name;
  const max = Math.max(1, line.maxQuantity);
  const commit = (input: HTMLInputElement) => {
    setTyped(null);
    if (typed !== null && typed !== String(quantity) && input.form && input.checkValidity()) fetcher.submit(input.form);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter would press the form's first button (−): send the typed quantity instead.
    event.preventDefault();
    commit(event.currentTarget);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`${id}-qty`}>
        {t("cart.line.quantity")}
      </label>
      {!hydrated && (
        // Without JavaScript Enter in the field presses the form's first button: this one, shown last.
        <Button type="submit" variant="outline" size="small" className="order-last" aria-label={t("cart.line.updateOf", { name })}>
          {t("cart.line.update")}
        </Button>
      )}
      <div className="flex items-center rounded-full border border-neutral-400 bg-white" data-cart-stepper>
        <button
          type="submit"
          name="step"
          value="-1"
          disabled={quantity <= 1}
          className={STEP_BUTTON}
          aria-label={t("cart.line.decrease", { name })}
          data-cart-decrease
        >
          −
        </button>
        <input
          id={`${id}-qty`}
          type="number"
          name="quantity"
          inputMode="numeric"
          required
          min={1}
          max={max}
          value={typed ?? String(quantity)}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onBlur={(event) => commit(event.currentTarget)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-max`}
          className="w-12 appearance-none bg-transparent text-center text-base font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          data-cart-quantity
        />
        <button
          type="submit"
          name="step"
          value="1"
          disabled={quantity >= max}
          className={STEP_BUTTON}
          aria-label={t("cart.line.increase", { name })}
          data-cart-increase
        >
          +
        </button>
      </div>
    </div>
  );
}
