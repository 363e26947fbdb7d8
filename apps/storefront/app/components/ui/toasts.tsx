import type { ReactNode } from "react";
import { type CloseButtonProps, type Id, ToastContainer, type ToastOptions, type ToastPosition, toast } from "react-toastify";

// react-toastify 11's main entry injects its own stylesheet (a <style> prepended to <head> when the
// container mounts, with an optional CSP `nonce`), so its CSS is not imported anywhere. app.css only
// overrides its --toastify-* variables with the brand colours.

/** The spec's toast behaviour (sections 4 and 9). `limit` queues the extra toasts, it does not drop any. */
export const TOAST_OPTIONS = {
  autoClose: 5000,
  limit: 20,
  draggable: true,
  /** A horizontal drag past 60% of the toast's width dismisses it. */
  draggablePercent: 60,
  draggableDirection: "x",
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
} as const;

/** The spec's five toast types. */
export const TOAST_TYPES = ["default", "info", "success", "error", "warning"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

const SHOW: Record<ToastType, (content: ReactNode, options?: ToastOptions) => Id> = {
  default: (content, options) => toast(content, options),
  info: toast.info,
  success: toast.success,
  error: toast.error,
  warning: toast.warning,
};

/**
 * Shows a toast. Errors and warnings are announced at once (role "alert"); the others politely
 * (role "status"), so they do not interrupt the screen-reader user.
 */
export function notify(type: ToastType, message: ReactNode, options?: ToastOptions): Id {
  const role = type === "error" || type === "warning" ? "alert" : "status";
  return SHOW[type](message, { role, ...options });
}

export interface ToastsProps {
  /** Accessible name of each toast's close button; pass a translated string. */
  closeLabel?: string;
  /** Accessible name of the toast region; pass a translated string (Alt+T focuses the first toast). */
  label?: string;
  position?: ToastPosition;
  /** CSP nonce for the <style> element react-toastify injects. */
  nonce?: string;
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

/** The page's single toast container; render it once, in the root layout. */
export function Toasts({ closeLabel = "Close", label = "Notifications Alt+T", position = "bottom-right", nonce }: ToastsProps) {
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
