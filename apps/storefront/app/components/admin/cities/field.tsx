// One labelled control of the city page's forms, with its hint and the server's messages beside it.
import type { InputHTMLAttributes } from "react";
import { inputClasses, labelClasses } from "../page";

export function FieldError({ id, errors, field }: { id: string; errors: string[] | undefined; field: string }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-semibold text-red-800" data-admin-field-error={field}>
      {errors.join(" ")}
    </p>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  /** Unique on the page: the form's prefix and the field's name. */
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  errors?: string[] | undefined;
}

export function Field({ id, name, label, hint, errors, className = "", ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={inputClasses}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-neutral-700">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} errors={errors} field={name} />
    </div>
  );
}

/** A checkbox large enough for a finger, its label beside it. */
export function CheckField({ id, name, label, defaultChecked }: { id: string; name: string; label: string; defaultChecked: boolean }) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} className="size-6" />
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
    </div>
  );
}
