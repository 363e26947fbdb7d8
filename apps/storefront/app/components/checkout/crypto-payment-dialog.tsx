// The crypto payment's modal dialog (react-aria): loaded only when it opens (components/orders/pay-actions.tsx),
// so the order page does not download react-aria's modal on a first visit.
import type { CryptoPayment } from "@shop/contracts";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "../../lib/texts";
import { Button } from "../ui/button";
import { CryptoPaymentContent } from "./crypto-payment";

/** The payment's details in a modal dialog (Escape, the overlay and the Close button close it). */
export function CryptoPaymentDialog({ payment, open, onClose }: { payment: CryptoPayment; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4"
    >
      <Modal className="max-h-full w-full max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl">
        <Dialog className="outline-none" data-crypto-dialog>
          <Heading slot="title" className="text-2xl font-bold">
            {t("checkout.crypto.title")}
          </Heading>
          <CryptoPaymentContent payment={payment} />
          <div className="mt-5 flex justify-end">
            <Button variant="fill-black" onClick={onClose}>
              {t("checkout.crypto.close")}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
