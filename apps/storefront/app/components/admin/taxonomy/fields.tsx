// A labelled input with its hint and its problem (tied to it for screen readers), and the small delete form.
import type { InputHTMLAttributes } from "react";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { dangerButtonClasses, inputClasses, labelClasses } from "../page";

export function Field({
  name,
  label,
  error,
  hint,
  ...input
}: { name: string; label: string; error?: string | undefined; hint?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name.replace(/\W/g, "-")}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClasses} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800" data-admin-field-error={name}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Deletes the row (the API refuses when something still uses it, and the page says what). */
export function DeleteButton({ id, label }: { id: number; label: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" aria-label={label} className={dangerButtonClasses} data-admin-delete>
        {t("common.actions.delete")}
      </button>
    </Form>
  );
}

/** A small flag next to a name that still needs its translation. */
export function MissingFlag() {
  const { t } = useTranslation("admin");
  return (
    <span className="ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900" data-admin-missing>
      {t("common.missing")}
    </span>
  );
}
