import type { CartChange } from "@shop/contracts";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { buttonClasses } from "../ui/button";
import { ChangeList, OVERLAY, PANEL } from "./change-list";
import { usePagePath } from "./use-page-path";

const CartChangesModal = lazy(() => import("./cart-changes-modal"));

/**
 * The spec's "cart changed" dialog: which products the server removed or reduced, and why. With JavaScript a
 * modal (focus kept inside, Escape, a click outside or "Got it" close it); without, it is rendered open in the
 * page and "Got it" is a link to the page without it (the changes are reported once, so it does not return).
 * Loaded only when there are changes to show (cart-changes-dialog.tsx).
 */
export default function CartChangesPanel({
  changes,
  onClose,
  closeHref,
}: {
  changes: CartChange[];
  onClose: () => void;
  closeHref?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const titleId = useId();
  const fallbackHref = usePagePath();
  if (changes.length === 0) return null;
  const title = t("cart.changes.title");
  const lead = <p className="mt-2 text-neutral-700">{t("cart.changes.lead", { count: changes.length })}</p>;
  const page = (
    <div className={OVERLAY}>
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} className={PANEL} data-cart-changes>
        <h2 id={titleId} className="text-2xl font-bold">
          {title}
        </h2>
        {lead}
        <ChangeList changes={changes} />
        <a href={closeHref ?? fallbackHref} className={buttonClasses({ size: "full", className: "mt-6" })} data-cart-changes-close>
          {t("cart.changes.close")}
        </a>
      </section>
    </div>
  );
  // With JavaScript, react-aria's modal (loaded when a dialog is first shown); the page's version meanwhile.
  if (!hydrated) return page;
  return (
    <Suspense fallback={page}>
      <CartChangesModal title={title} lead={lead} changes={changes} onClose={onClose} />
    </Suspense>
  );
}
