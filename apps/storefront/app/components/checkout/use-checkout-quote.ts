import type { DeliveryMethod, Quote } from "@shop/contracts";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { CheckoutReply, CouponNote } from "../../lib/checkout/types";

/**
 * The quote the page shows and the coupon's message. The newest answer wins: the loader's, a placing's
 * (the page's action data: a refused order re-quotes the posted delivery and coupon) or a re-quote's
 * (a fetcher: delivery changed, coupon applied; one at a time, a newer one cancels the older).
 */
export function useCheckoutQuote(initial: Quote | null, reply: CheckoutReply | undefined) {
  const fetcher = useFetcher<CheckoutReply>();
  const [quote, setQuote] = useState<Quote | null>(reply?.quote ?? initial);
  const [coupon, setCoupon] = useState<CouponNote | null>(reply?.coupon ?? null);
  const [seenReply, setSeenReply] = useState(reply);
  const [seenFetch, setSeenFetch] = useState(fetcher.data);

  if (reply !== seenReply) {
    setSeenReply(reply);
    if (reply?.quote) setQuote(reply.quote);
    setCoupon(reply?.coupon ?? null);
  }
  if (fetcher.data !== seenFetch) {
    setSeenFetch(fetcher.data);
    const answer = fetcher.data;
    if (answer?.quote) setQuote(answer.quote);
    // A re-quote keeps the coupon's message unless the coupon was refused now; "Apply" always answers one.
    if (answer && (answer.intent === "coupon" || answer.coupon)) setCoupon(answer.coupon ?? null);
  }

  const submitting = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  return {
    quote,
    coupon,
    /** True while a re-quote is on its way (the total shown may be about to change). */
    busy: fetcher.state !== "idle",
    applying: submitting === "coupon",
    /** The delivery changed: price it with the coupon applied so far. */
    requote(delivery: DeliveryMethod) {
      void fetcher.submit({ intent: "quote", delivery, couponCode: quote?.coupon?.code ?? "" }, { method: "post" });
    },
    /** "Apply": check the code and price the chosen delivery with it. */
    apply(delivery: DeliveryMethod, code: string) {
      void fetcher.submit({ intent: "coupon", delivery, couponCode: code }, { method: "post" });
    },
  };
}
