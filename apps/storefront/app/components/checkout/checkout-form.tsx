import type { CartChange, DeliveryMethod, PaymentMethod } from "@shop/contracts";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import type { Draft } from "../../lib/checkout/draft-key";
import { FIELD_ORDER } from "../../lib/checkout/field-order";
import { countInvalid, placeProblemOf } from "../../lib/checkout/refusal";
import type { CheckoutData, CheckoutReply } from "../../lib/checkout/types";
import { forgetDraft, keepDraft } from "../../lib/checkout/use-draft";
import { getFormProps } from "../../lib/forms/field-props";
import { useShopForm } from "../../lib/forms/use-shop-form";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { PersonFields } from "../forms/account-fields";
import { CheckboxField, firstInvalid } from "../forms/fields";
import { CheckoutCartChanges } from "./checkout-cart-changes";
import { CouponBox } from "./coupon-box";
import { chosen } from "./delivery-choice";
import { DeliverySection } from "./delivery-section";
import { OrderSummary, SummaryDetails } from "./order-summary";
import { PaymentSection } from "./payment-section";
import { CommentField, PlaceBar, SignInToOrder, TermsSection } from "./place-section";
import { RestrictionNotice } from "./restriction-notice";
import { FormSection } from "./section";
import { useCheckoutQuote } from "./use-checkout-quote";

/** Why a placing failed, next to the button: loaded with the first refusal. */
const PlaceProblemNote = lazy(() => import("./place-problem"));
/** The invoice (issue 34): rendered by the server, its code loaded as the page hydrates. */
const InvoiceSection = lazy(() => import("./invoice-section"));

interface CheckoutFormProps {
  data: CheckoutData;
  /** The action's answer (a placing, or a re-quote posted without JavaScript). */
  reply?: CheckoutReply;
  changes?: CartChange[];
  /** What this browser kept of an earlier visit (a visitor who went to sign in), over the defaults. */
  draft?: Draft | null;
}

/**
 * The checkout (spec section 2): contact, the TPD notice, delivery (with pickup store and time),
 * payment, coupon, comment, the invoice (issue 34), terms, and the summary with the quote's total. One form: "Place order"
 * posts it to the route's action; re-quotes ride on a fetcher, or on the same form without JavaScript.
 */
export function CheckoutForm({ data, reply, changes, draft }: CheckoutFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { options, cart, contact } = data;
  const offered = options.deliveries.map((option) => option.method);
  const firstDelivery = options.deliveries[0];
  const [form, fields] = useShopForm("checkout", {
    id: "checkout",
    lastResult: reply?.result ?? null,
    defaultValue: {
      ...contact,
      delivery: firstDelivery?.method,
      storeId: options.stores[0]?.id,
      payment: firstDelivery?.payments[0],
      country: t("checkout.delivery.defaultCountry"),
      ...draft,
    } as never,
  });
  const [attempted, setAttempted] = useState(false);
  // Each new answer of the server mounts the note again (its first problem takes the focus).
  const [answers, setAnswers] = useState({ reply, count: 0 });
  if (answers.reply !== reply) setAnswers({ reply, count: answers.count + 1 });
  const [delivery, setDelivery] = useState<DeliveryMethod | undefined>(() => chosen(fields.delivery.initialValue, offered));
  const allowed = options.deliveries.find((option) => option.method === delivery)?.payments ?? [];
  const [preferred, setPreferred] = useState<PaymentMethod | undefined>(() => chosen(fields.payment.initialValue, allowed));
  const payment = chosen(preferred, allowed);
  const quoting = useCheckoutQuote(data.quote, reply);
  const firstWrong = firstInvalid(fields, FIELD_ORDER);
  const problem = placeProblemOf({
    reply,
    formErrors: form.errors,
    invalidFields: countInvalid(fields),
    firstInvalid: firstWrong,
    attempted,
  });
  // A page rendered with the server's answer focuses its first problem (autofocus); the browser's own check focuses too.
  const focus = problem?.focus ?? firstWrong;
  // A refusal about the delivery, else (issue 19) that no store holds the whole cart.
  const deliveryAlert = reply?.alert?.place === "delivery" ? reply.alert.message : data.pickupNote;
  // A restored draft with another delivery or a code: the total the page shows is priced for them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the draft the form started with
  useEffect(() => {
    if (!draft || !delivery) return;
    if (draft.couponCode) quoting.apply(delivery, draft.couponCode);
    else if (delivery !== firstDelivery?.method) quoting.requote(delivery);
  }, []);
  // A delivery picked before the page was interactive (the radios work without script) is its state once it is.
  // Not one picked since (a click may come before this effect runs): its handler priced it already.
  const pickedSince = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page turns interactive
  useEffect(() => {
    if (pickedSince.current) return;
    const picked = document.querySelector<HTMLInputElement>("[data-delivery-option]:checked")?.value as DeliveryMethod | undefined;
    if (picked && picked !== delivery) {
      setDelivery(picked);
      quoting.requote(picked);
    }
  }, []);
  const total = quoting.quote?.total ?? quoting.quote?.subtotal ?? cart.subtotal;
  const city = options.city;

  if (!firstDelivery) {
    return (
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <RestrictionNotice restriction={options.restriction} />
          <p className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-black/5">{t("checkout.delivery.none")}</p>
        </div>
        <OrderSummary cart={cart} quote={quoting.quote} busy={false} />
        <div className="order-first lg:hidden">
          <SummaryDetails cart={cart} quote={quoting.quote} busy={false} />
        </div>
      </div>
    );
  }

  const onDelivery = (method: DeliveryMethod) => {
    pickedSince.current = true;
    setDelivery(method);
    quoting.requote(method);
  };
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={(event) => {
        setAttempted(true);
        form.onSubmit(event);
        // The order is on its way: the draft has done its work (a refusal comes back with what was posted).
        if (!event.defaultPrevented) forgetDraft(city);
      }}
      onChange={(event) => keepDraft(city, event.currentTarget)}
      className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      data-checkout-form
    >
      {!hydrated && <style>{data.noScriptCss}</style>}
      <CheckoutCartChanges changes={changes} />
      <input type="hidden" name="idempotencyKey" value={reply?.idempotencyKey ?? data.idempotencyKey} />
      <input type="hidden" name="expectedTotal" value={quoting.quote?.total ?? ""} />
      <div className="flex min-w-0 flex-col gap-6">
        <SummaryDetails cart={cart} quote={quoting.quote} busy={quoting.busy} payment={payment} />
        {!data.contact && <SignInToOrder signInTo={data.signInTo} signUpTo={data.signUpTo} />}
        <FormSection title={t("checkout.contact.title")} data-contact-section="">
          <PersonFields firstName={fields.firstName} lastName={fields.lastName} phone={fields.phone} focus={focus} />
          <CheckboxField meta={fields.sms} autoFocus={focus === "sms"}>
            {t("checkout.contact.sms")}
            <span className="block text-neutral-600">{t("checkout.contact.smsNote")}</span>
          </CheckboxField>
        </FormSection>
        <RestrictionNotice restriction={options.restriction} />
        <DeliverySection
          deliveries={options.deliveries}
          stores={options.stores}
          fields={fields}
          delivery={delivery}
          onDelivery={onDelivery}
          hydrated={hydrated}
          focus={focus}
          alert={deliveryAlert}
        />
        <PaymentSection
          options={options}
          field={fields.payment}
          delivery={delivery}
          payment={payment}
          onPayment={setPreferred}
          hydrated={hydrated}
          focus={focus}
        />
        <CouponBox
          field={fields.couponCode}
          note={quoting.coupon}
          hydrated={hydrated}
          applying={quoting.applying}
          onApply={(code) => delivery && quoting.apply(delivery, code)}
          autoFocus={focus === "couponCode"}
        />
        <CommentField field={fields.comment} focus={focus} />
        {data.contact && (
          <InvoiceSection
            fields={fields}
            hydrated={hydrated}
            focus={focus}
            nipCheck={reply?.nipCheck}
            company={data.invoiceCompany ?? null}
          />
        )}
        {data.contact && <TermsSection acceptTerms={fields.acceptTerms} focus={focus} />}
        <PlaceBar
          total={total}
          signInTo={data.contact ? null : data.signInTo}
          quoting={quoting.busy}
          problem={
            problem && (
              <Suspense fallback={null}>
                <PlaceProblemNote key={answers.count} id={form.errorId} formId={form.id} problem={problem} />
              </Suspense>
            )
          }
        />
      </div>
      <OrderSummary cart={cart} quote={quoting.quote} busy={quoting.busy} payment={payment} />
    </Form>
  );
}
