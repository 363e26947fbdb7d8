// The part of the toasts that needs react-toastify: loaded with the first toast (toasts.tsx).
import type { ReactNode } from "react";
import { type CloseButtonProps, type Id, ToastContainer, type ToastOptions, toast } from "react-toastify";
import { TOAST_OPTIONS, type ToastsProps, type ToastType } from "./toast-options";

const SHOW: Record<ToastType, (content: ReactNode, options?: ToastOptions) => Id> = {
  default: (content, options) => toast(content, options),
  info: toast.info,
  success: toast.success,
  error: toast.error,
  warning: toast.warning,
};

/** Shows a toast. Errors and warnings are announced at once (role "alert"); the others politely ("status"). */
export function show(type: ToastType, message: ReactNode, options?: ToastOptions): Id {
  const role = type === "error" || type === "warning" ? "alert" : "status";
  return SHOW[type](message, { role, ...options });
}

// react-toastify calls this as a plain function (not as a component) for every toast. Its own close
// button has a fixed English label, hence this one.
function closeButton(closeLabel: string) {
  return ({ closeToast }: CloseButtonProps) => {
    return (
      <button
        type="button"
        aria-label={closeLabel}
        title={closeLabel}
        data-slot="toast-close"
        className="-m-1 ms-2 flex size-8 shrink-0 cursor-pointer items-center justify-center self-start rounded-full text-ink/70 hover:bg-black/5 hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
        onClick={(event) => {
          // Without this the click would also reach the toast (closeOnClick) first.
          event.stopPropagation();
          closeToast(true);
        }}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 3l10 10M13 3L3 13" strokeLinecap="round" />
        </svg>
      </button>
    );
  };
}

/** The toast container. */
export default function ToastView({ closeLabel = "Close", label = "Notifications Alt+T", position = "bottom-right", nonce }: ToastsProps) {
  return (
    <ToastContainer
      {...TOAST_OPTIONS}
      position={position}
      theme="light"
      closeButton={closeButton(closeLabel)}
      aria-label={label}
      nonce={nonce}
    />
  );
}
