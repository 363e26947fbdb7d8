import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

const PAYMENT_WATCH_MS = 5000;

/**
 * While `active` (an order awaiting payment), the page's data is asked again every 5 s, so a payment
 * confirmed meanwhile shows without a reload. A hidden tab or a load already on its way skips a turn.
 */
export function usePaymentWatch(active: boolean, everyMs = PAYMENT_WATCH_MS) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible" || latest.current.state !== "idle") return;
      void latest.current.revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
}
