import type { ReactNode } from "react";

/** A part of the checkout form: a group of fields with its heading (fieldset + legend, read as a group). */
export function FormSection({ title, children, ...rest }: { title: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <fieldset className="min-w-0 rounded-2xl bg-white p-5 ring-1 ring-black/5" {...rest}>
      <legend className="float-left mb-4 w-full">
        <h2 className="text-xl font-bold">{title}</h2>
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/** A server's message about one part of the form (a rule, a pickup time), by that part (announced next to "Place order"). */
export function SectionAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="mb-4 rounded-lg border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900" data-section-error>
      {message}
    </div>
  );
}
