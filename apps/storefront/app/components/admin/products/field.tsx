// One labelled control of the product form with its hint and, when refused, its message (tied by aria-describedby).
import type { ReactNode } from "react";
import { inputClasses, labelClasses } from "../page";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800" data-field-error>
      {message}
    </p>
  );
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  rows?: number;
  maxLength?: number;
  required?: boolean;
  lang?: string;
  inputMode?: "numeric" | "text";
  children?: ReactNode;
}

/** A text input, or a textarea when `rows` is given. */
export function TextField({ id, name, label, value, error, hint, rows, maxLength, required, lang, inputMode }: FieldProps) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue: value,
    maxLength,
    required,
    lang,
    inputMode,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    className: `${inputClasses} ${error ? "border-red-700" : ""}`,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input type="text" {...common} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
