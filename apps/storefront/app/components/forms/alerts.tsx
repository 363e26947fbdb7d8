import type { ReactNode } from "react";

/** A form's own message (the server's error), announced at once; the form names it in aria-describedby. */
export function FormAlert({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="mb-4 rounded-lg border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900"
      data-form-error
    >
      {errors.join(" ")}
    </div>
  );
}

/** A success message, announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mb-4 rounded-lg border border-success-dark bg-success/15 p-3 text-sm font-semibold" data-form-notice>
      {children}
    </div>
  );
}
