// The count page's scan form (issue 33), made for a phone at 360 px: one big field taking an EAN (a USB or Bluetooth
// scanner types the digits and Enter, which moves on to the units instead of sending the form), an SKU or #id;
// "Scan with the camera" where the browser can; the units on the shelf; Save. Without JavaScript, Enter after a code
// sends it and the page comes back with that product and the units asked for.
import { type KeyboardEvent, useRef } from "react";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses } from "../page";
import { BarcodeCamera } from "./barcode-camera";

export interface ScanFormState {
  /** The code sent without units (the page asks for them). */
  code: string;
  /** A refusal of what this form sent. */
  messages: string[];
  field: "code" | "quantity" | null;
  values: { code: string; quantity: string } | null;
}

export function CountScanForm({ formKey, state }: { formKey: string; state: ScanFormState }) {
  const { t } = useTranslation("admin");
  const code = useRef<HTMLInputElement>(null);
  const quantity = useRef<HTMLInputElement>(null);
  const toUnits = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (event.currentTarget.value.trim()) quantity.current?.focus();
  };
  const fromCamera = (value: string) => {
    if (code.current) code.current.value = value;
    quantity.current?.focus();
  };
  const askUnits = Boolean(state.code) || state.field === "quantity";
  const error = state.messages.length ? "count-scan-error" : undefined;
  return (
    <Form method="post" key={formKey} className="space-y-3" data-count-scan-form>
      <div>
        <label htmlFor="count-code" className={labelClasses}>
          {t("counts.scan.code")}
        </label>
        <input
          ref={code}
          id="count-code"
          name="code"
          defaultValue={state.values?.code ?? state.code}
          autoFocus={!askUnits}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="next"
          maxLength={64}
          aria-invalid={state.field === "code" ? true : undefined}
          aria-describedby={`count-code-hint${state.field === "code" && error ? ` ${error}` : ""}`}
          onKeyDown={toUnits}
          className={`${inputClasses} min-h-14 font-mono text-xl tracking-wide`}
          data-count-code
        />
        <p id="count-code-hint" className="mt-1 text-sm text-neutral-700">
          {state.code ? t("counts.scan.typeUnits") : t("counts.scan.codeHint")}
        </p>
      </div>
      <BarcodeCamera onCode={fromCamera} />
      <div>
        <label htmlFor="count-quantity" className={labelClasses}>
          {t("counts.scan.quantity")}
        </label>
        <input
          ref={quantity}
          id="count-quantity"
          name="quantity"
          defaultValue={state.values?.quantity ?? ""}
          autoFocus={askUnits}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={12}
          aria-invalid={state.field === "quantity" ? true : undefined}
          aria-describedby={state.field === "quantity" ? error : undefined}
          className={`${inputClasses} min-h-14 text-xl`}
          data-count-quantity
        />
      </div>
      {error && (
        <div id={error} role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-900" data-admin-alert>
          {state.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <button type="submit" name="intent" value="count" className={`${buttonClasses} min-h-14 w-full text-lg`}>
        {t("counts.scan.save")}
      </button>
      <p className="text-sm text-neutral-700">{t("counts.scan.replaces")}</p>
    </Form>
  );
}
