import type { ToastPosition } from "react-toastify";

// react-toastify (10 KB) is loaded when the first toast is shown, not with the page (docs/adr/0005).
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

export interface ToastsProps {
  /** Accessible name of each toast's close button; pass a translated string. */
  closeLabel?: string;
  /** Accessible name of the toast region; pass a translated string (Alt+T focuses the first toast). */
  label?: string;
  position?: ToastPosition;
  /** CSP nonce for the <style> element react-toastify injects. */
  nonce?: string;
}
