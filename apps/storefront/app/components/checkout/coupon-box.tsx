import { useRef } from "react";
import type { CouponNote } from "../../lib/checkout/types";
import { type FieldMeta, getInputProps } from "../../lib/forms/field-props";
import { useTranslation } from "../../lib/texts";
import { Button } from "../ui/button";
import { FormSection } from "./section";

interface CouponBoxProps {
  field: FieldMeta;
  /** The last answer about the code: "Coupon applied", "Coupon not found", ... */
  note: CouponNote | null;
  hydrated: boolean;
  applying: boolean;
  /** With JavaScript: check the typed code without leaving the page. */
  onApply: (code: string) => void;
  /** A placing refused the code (a page rendered with that answer starts here). */
  autoFocus?: boolean;
}

/**
 * A coupon or promo code and "Apply". With JavaScript Apply (and Enter in the field) asks a fetcher;
 * without it Apply posts the form with intent "coupon" and the page comes back with what was typed.
 */
export function CouponBox({ field, note, hydrated, applying, onApply, autoFocus }: CouponBoxProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const apply = () => onApply(input.current?.value.trim() ?? "");
  const messageId = `${field.id}-message`;
  const props = getInputProps(field, { type: "text" });
  return (
    <FormSection title={t("checkout.coupon.title")} data-coupon-section="">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={field.id} className="block text-sm font-semibold">
            {t("checkout.coupon.label")}
          </label>
          <input
            {...props}
            ref={input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus={autoFocus}
            aria-describedby={messageId}
            onKeyDown={(event) => {
              if (!hydrated || event.key !== "Enter") return;
              event.preventDefault();
              apply();
            }}
            className="mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5 uppercase text-ink"
            data-coupon-input
          />
        </div>
        <Button
          type={hydrated ? "button" : "submit"}
          name={hydrated ? undefined : "intent"}
          value={hydrated ? undefined : "coupon"}
          variant="outline"
          loading={applying}
          loadingLabel={t("ui.loading")}
          onClick={hydrated ? apply : undefined}
          data-coupon-apply
        >
          {t("checkout.coupon.apply")}
        </Button>
      </div>
      <p
        // Apply's answers, politely; a placing's refusal is announced next to "Place order".
        id={messageId}
        role="status"
        className={`mt-2 text-sm font-semibold ${note?.ok ? "text-ink" : "text-red-800"}`}
        data-coupon-message
        data-ok={note ? String(note.ok) : undefined}
      >
        {note?.message ?? ""}
      </p>
    </FormSection>
  );
}
