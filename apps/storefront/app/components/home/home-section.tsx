import type { ReactNode } from "react";
import { CLIENT_LINK } from "../../lib/client-links";

/** A section of the home page: a heading, an optional "see all" link and its content. */
export function HomeSection(props: { id: string; title: string; more?: { href: string; label: string }; children: ReactNode }) {
  const { id, title, more, children } = props;
  return (
    <section aria-labelledby={`home-${id}`} className="mt-12 first:mt-8" data-home-section={id}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={`home-${id}`} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {more && (
          <a href={more.href} {...CLIENT_LINK} className="shrink-0 text-sm font-semibold underline underline-offset-4">
            {more.label}
          </a>
        )}
      </div>
      {children}
    </section>
  );
}
