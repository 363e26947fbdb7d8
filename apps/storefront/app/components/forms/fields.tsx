import type { ReactNode } from "react";
import { type FieldMeta, getInputProps } from "../../lib/forms/field-props";
import { fieldMessage } from "../../lib/forms/messages";
import { useTranslation } from "../../lib/texts";

export { FormAlert, FormNotice } from "./alerts";

const inputClass =
  "mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2.5 text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 read-only:bg-neutral-100";

type InputType = "text" | "email" | "password" | "tel";
// Each form's fields are typed by its schema; these components take any of them.
type AnyField = FieldMeta;

/** The field's messages, in the page's language; the input names this element in aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800" data-field-error>
      {errors.map((message) => fieldMessage(message, t)).join(" ")}
    </p>
  );
}

interface TextFieldProps {
  meta: AnyField;
  label: string;
  type?: InputType;
  autoComplete?: string;
  hint?: string;
  /** The first invalid field of a form rendered with errors (without JavaScript nothing else moves focus there). */
  autoFocus?: boolean;
  readOnly?: boolean;
}

export function TextField({ meta, label, type = "text", autoComplete, hint, autoFocus, readOnly }: TextFieldProps) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const input = getInputProps(meta, { type, ariaDescribedBy: hintId });
  return (
    <div className="mb-4" data-field={meta.name}>
      <label htmlFor={meta.id} className="block text-sm font-semibold">
        {label}
      </label>
      <input {...input} autoComplete={autoComplete} autoFocus={autoFocus} readOnly={readOnly} className={inputClass} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-neutral-700">
          {hint}
        </p>
      )}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({ meta, children, autoFocus }: { meta: AnyField; children: ReactNode; autoFocus?: boolean }) {
  const input = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="mb-4" data-field={meta.name}>
      <div className="flex items-start gap-3">
        <input {...input} autoFocus={autoFocus} className="mt-1 size-5 shrink-0 accent-primary-dark" />
        <label htmlFor={meta.id} className="text-sm">
          {children}
        </label>
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** The name of the first field with an error, in the order the form shows them. */
export function firstInvalid(fields: Record<string, { errors?: string[] }>, order: readonly string[]): string | undefined {
  return order.find((name) => (fields[name]?.errors?.length ?? 0) > 0);
}
