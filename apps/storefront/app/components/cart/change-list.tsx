import type { CartChange } from "@shop/contracts";
import { useTranslation } from "../../lib/texts";
import { useMoney } from "../catalogue/use-catalogue";
import { changeText } from "./change-text";

export const OVERLAY = "fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-black/60 p-4";
export const PANEL = "w-full max-w-lg rounded-2xl bg-white p-6 text-ink shadow-2xl outline-none sm:p-8";

export function ChangeList({ changes }: { changes: CartChange[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {changes.map((change) => (
        <li
          key={`${change.productId}-${change.reason}`}
          className="rounded-lg bg-canvas p-3"
          data-cart-change={change.slug}
          data-cart-change-reason={change.reason}
        >
          <p className="font-semibold">{change.name}</p>
          <p className="text-sm text-neutral-700">{changeText(t, change, money)}</p>
        </li>
      ))}
    </ul>
  );
}
