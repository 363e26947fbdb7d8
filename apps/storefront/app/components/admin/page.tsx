// Building blocks every back-office page uses: its heading with actions, notices, tables and paging.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/texts";

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="admin-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-title" className="text-2xl font-bold">
          {title}
        </h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A success line after a change (Post/Redirect/Get puts it in the URL). */
export function AdminNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded border border-green-700 bg-green-50 px-4 py-3 text-green-900" data-admin-notice>
      {children}
    </p>
  );
}

/** A refusal or validation message, in the user's language. */
export function AdminAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded border border-red-700 bg-red-50 px-4 py-3 text-red-900" data-admin-alert>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="list-disc pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A table that scrolls sideways on a narrow screen instead of squeezing its columns. */
export function AdminTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // relative: visually hidden (absolute) labels in cells stay inside the scrolling box on a narrow screen.
    <div className="relative overflow-x-auto rounded border border-neutral-300 bg-white">
      <table
        aria-label={label}
        className="w-full min-w-[40rem] border-collapse text-left text-sm [&_td]:border-t [&_td]:border-neutral-200 [&_td]:px-3 [&_td]:py-2 [&_th]:bg-neutral-50 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold"
      >
        {children}
      </table>
    </div>
  );
}

/** Previous/next links for a paged list (hrefs built by the page with paths.admin). */
export function AdminPager({ previous, next }: { previous?: string | undefined; next?: string | undefined }) {
  const { t } = useTranslation("admin");
  if (!previous && !next) return null;
  return (
    <nav aria-label={t("common.actions.next")} className="flex justify-between gap-4">
      {previous ? (
        <Link to={previous} className="font-semibold underline underline-offset-4">
          {t("common.actions.previous")}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next} className="font-semibold underline underline-offset-4">
          {t("common.actions.next")}
        </Link>
      )}
    </nav>
  );
}

/** Shared classes of the back office's form controls (large enough for a finger on a tablet). */
export const inputClasses = "min-h-11 w-full rounded border border-neutral-400 bg-white px-3 py-2 text-base";
export const labelClasses = "mb-1 block text-sm font-semibold";
export const buttonClasses = "min-h-11 rounded bg-neutral-900 px-4 py-2 font-semibold text-white hover:bg-neutral-700";
export const secondaryButtonClasses = "min-h-11 rounded border border-neutral-900 bg-white px-4 py-2 font-semibold hover:bg-neutral-100";
export const dangerButtonClasses = "min-h-11 rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-700";
