import type { CartChange } from "@shop/contracts";
import { useId } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../lib/use-hydrated";
import { Button, buttonClasses } from "../ui/button";
import { changeText } from "./change-text";
import { usePagePath } from "./use-page-path";

const OVERLAY = "fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-black/60 p-4";
const PANEL = "w-full max-w-lg rounded-2xl bg-white p-6 text-ink shadow-2xl outline-none sm:p-8";

function ChangeList({ changes }: { changes: CartChange[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {changes.map((change) => (
        <li key={`${change.productId}-${change.reason}`} className="rounded-lg bg-canvas p-3" data-cart-change={change.slug}>
          <p className="font-semibold">{change.name}</p>
          <p className="text-sm text-neutral-700">{changeText(t, change)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The spec's "cart changed" dialog: which products the server removed or reduced, and why. With JavaScript a
 * modal (focus kept inside, Escape, a click outside or "Got it" close it); without, it is rendered open in the
 * page and "Got it" is a link to the page without it (the changes are reported once, so it does not return).
 */
export function CartChangesDialog({ changes, onClose, closeHref }: { changes: CartChange[]; onClose: () => void; closeHref?: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const titleId = useId();
  const fallbackHref = usePagePath();
  if (changes.length === 0) return null;
  const title = t("cart.changes.title");
  const lead = <p className="mt-2 text-neutral-700">{t("cart.changes.lead", { count: changes.length })}</p>;
  if (!hydrated) {
    return (
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
  }
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={OVERLAY}>
      <Modal className={PANEL}>
        <Dialog className="outline-none" data-cart-changes>
          <Heading slot="title" className="text-2xl font-bold">
            {title}
          </Heading>
          {lead}
          <ChangeList changes={changes} />
          <Button size="full" className="mt-6" onClick={onClose} data-cart-changes-close>
            {t("cart.changes.close")}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
