// The mini-cart with JavaScript (issue 18): a drawer from the side after an add, with the added line, the
// cart's subtotal and the ways on (checkout, the cart). Loaded on its first use (mini-cart.tsx); react-aria's
// modal keeps focus inside and closes on Escape and a click outside.
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Link } from "react-router";
import type { CartAnswer } from "../../lib/cart/cart-form";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMedia, useMoney } from "../catalogue/use-catalogue";
import { Button, buttonClasses } from "../ui/button";
import { FreeDelivery } from "./free-delivery";

export default function MiniCartDrawer({ added, onClose }: { added: CartAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const money = useMoney();
  const media = useMedia();
  const { line } = added;
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="mini-cart-overlay">
      <Modal className="mini-cart-panel">
        <Dialog className="flex h-full flex-col gap-5 outline-none" data-mini-cart>
          <div className="flex items-center justify-between gap-4">
            <Heading slot="title" className="text-xl font-bold">
              {t("cart.add.added")}
            </Heading>
            <Button variant="transparent" size="small" onClick={onClose} aria-label={t("cart.add.close")} data-mini-cart-close>
              ✕
            </Button>
          </div>
          {line && (
            <div className="grid grid-cols-[4.5rem_1fr] gap-3" data-mini-cart-line={line.product.slug}>
              <img
                src={media(line.product.image)}
                alt=""
                width={72}
                height={72}
                className="aspect-square w-full rounded-xl bg-canvas object-contain p-1"
              />
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold leading-snug">{line.product.name}</p>
                <p className="text-sm text-neutral-700 tabular-nums">
                  {line.quantity} × {money(line.unitPrice)}
                </p>
                <p className="font-bold tabular-nums" data-mini-cart-line-total>
                  {money(line.lineTotal)}
                </p>
              </div>
            </div>
          )}
          <dl className="border-t border-neutral-300 pt-4">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="font-semibold">
                {t("cart.summary.subtotal")}{" "}
                <span className="font-normal text-neutral-700">({t("cart.summary.items", { count: added.count })})</span>
              </dt>
              <dd className="text-xl font-bold tabular-nums" data-mini-cart-subtotal>
                {money(added.subtotal)}
              </dd>
            </div>
          </dl>
          <FreeDelivery free={added.freeDelivery} />
          <div className="mt-auto flex flex-col gap-3">
            <Link
              to={paths.city("checkout")}
              onClick={onClose}
              className={buttonClasses({ variant: "success", size: "full" })}
              data-mini-cart-checkout
            >
              {t("cart.add.checkout")}
            </Link>
            <Link
              to={paths.city("cart")}
              onClick={onClose}
              className={buttonClasses({ variant: "outline", size: "full" })}
              data-mini-cart-view
            >
              {t("cart.add.viewCart")}
            </Link>
            <Button variant="transparent" size="full" onClick={onClose}>
              {t("cart.add.continue")}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
