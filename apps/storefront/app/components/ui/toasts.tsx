import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { ToastOptions } from "react-toastify";

import { TOAST_OPTIONS, TOAST_TYPES, type ToastsProps, type ToastType } from "./toast-options";

export { TOAST_OPTIONS, TOAST_TYPES, type ToastsProps, type ToastType };

const loadView = () => import("./toast-view");
const ToastView = lazy(loadView);
let wanted = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast (the container and react-toastify are loaded by the first one). Errors and warnings are
 * announced at once (role "alert"); the others politely (role "status").
 */
export function notify(type: ToastType, message: ReactNode, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadView().then((view) => view.show(type, message, options));
}

/** The page's single toast container; render it once, in the root layout. It appears with the first toast. */
export function Toasts(props: ToastsProps) {
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    const show = () => setShown(true);
    listeners.add(show);
    if (wanted) show();
    return () => {
      listeners.delete(show);
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastView {...props} />
    </Suspense>
  );
}
