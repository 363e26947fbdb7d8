import type { CartChange, DeliveryMethod, PaymentMethod } from "@shop/contracts";
import { useState } from "react";
import { Form } from "react-router";
import { FIELD_ORDER } from "../../lib/checkout/field-order";
import type { CheckoutData, CheckoutReply } from "../../lib/checkout/types";
import { getFormProps } from "../../lib/forms/field-props";
import { useShopForm } from "../../lib/forms/use-shop-form";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { PersonFields } from "../forms/account-fields";
import { FormAlert, firstInvalid } from "../forms/fields";
import { CheckoutCartChanges } from "./checkout-cart-changes";
import { CouponBox } from "./coupon-box";
import { chosen, noScriptRules } from "./delivery-choice";
import { DeliverySection } from "./delivery-section";
import { OrderSummary } from "./order-summary";
import { PaymentSection } from "./payment-section";
import { CommentField, PlaceSection, SignInToOrder } from "./place-section";
import { RestrictionNotice } from "./restriction-notice";
import { FormSection } from "./section";
import { useCheckoutQuote } from "./use-checkout-quote";

interface CheckoutFormProps {
  data: CheckoutData;
  /** The action's answer (a placing, or a re-quote posted without JavaScript). */
  reply?: CheckoutReply;
  changes?: CartChange[];
}

/**
 * The checkout (spec section 2): contact, the TPD notice, delivery (with pickup store and time),
 * payment, coupon, comment, terms, and the summary with the quote's total. One form: "Place order"
 * posts it to the route's action; re-quotes ride on a fetcher, or on the same form without JavaScript.
 */
export function CheckoutForm({ data, reply, changes }: CheckoutFormProps) {
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
    } as never,
  });
  const [delivery, setDelivery] = useState<DeliveryMethod | undefined>(() => chosen(fields.delivery.initialValue, offered));
  const allowed = options.deliveries.find((option) => option.method === delivery)?.payments ?? [];
  const [preferred, setPreferred] = useState<PaymentMethod | undefined>(() => chosen(fields.payment.initialValue, allowed));
  const payment = chosen(preferred, allowed);
  const quoting = useCheckoutQuote(data.quote, reply);
  const focus = firstInvalid(fields, FIELD_ORDER);
  const deliveryAlert = reply?.alert?.place === "delivery" ? reply.alert.message : undefined;

  if (!firstDelivery) {
    return (
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <RestrictionNotice restriction={options.restriction} />
          <p className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-black/5">{t("checkout.delivery.none")}</p>
        </div>
        <OrderSummary cart={cart} quote={quoting.quote} busy={false} />
      </div>
    );
  }

  const onDelivery = (method: DeliveryMethod) => {
    setDelivery(method);
    quoting.requote(method);
  };
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" data-checkout-form>
      {!hydrated && <style>{noScriptRules(options.deliveries)}</style>}
      <CheckoutCartChanges changes={changes} />
      <input type="hidden" name="idempotencyKey" value={reply?.idempotencyKey ?? data.idempotencyKey} />
      <input type="hidden" name="expectedTotal" value={quoting.quote?.total ?? ""} />
      <div className="flex min-w-0 flex-col gap-6">
        <FormAlert id={form.errorId} errors={form.errors} />
        <FormSection title={t("checkout.contact.title")} data-contact-section="">
          <PersonFields firstName={fields.firstName} lastName={fields.lastName} phone={fields.phone} focus={focus} />
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
          deliveries={options.deliveries}
          field={fields.payment}
          delivery={delivery}
          payment={payment}
          onPayment={setPreferred}
          hydrated={hydrated}
          cryptoPayMinutes={options.cryptoPayMinutes}
          focus={focus}
        />
        <CouponBox
          field={fields.couponCode}
          note={quoting.coupon}
          hydrated={hydrated}
          applying={quoting.applying}
          onApply={(code) => delivery && quoting.apply(delivery, code)}
        />
        <CommentField field={fields.comment} focus={focus} />
        {data.contact ? (
          <PlaceSection
            acceptTerms={fields.acceptTerms}
            adult={fields.adult}
            focus={focus}
            priceChanged={reply?.priceChanged}
            quoting={quoting.busy}
          />
        ) : (
          <SignInToOrder signInTo={data.signInTo} signUpTo={data.signUpTo} />
        )}
      </div>
      <OrderSummary cart={cart} quote={quoting.quote} busy={quoting.busy} payment={payment} />
    </Form>
  );
}
