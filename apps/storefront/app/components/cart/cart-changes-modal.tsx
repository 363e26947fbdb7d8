// The "cart changed" dialog with JavaScript: react-aria's modal (focus kept inside, Escape and a click
// outside close it). Loaded only when a dialog is shown (cart-changes-dialog.tsx).
import type { CartChange } from "@shop/contracts";
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "../../lib/texts";
import { Button } from "../ui/button";
import { ChangeList, OVERLAY, PANEL } from "./change-list";

interface Props {
  title: string;
  lead: ReactNode;
  changes: CartChange[];
  onClose: () => void;
}

export default function CartChangesModal({ title, lead, changes, onClose }: Props) {
  const { t } = useTranslation();
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
