import type { ReactNode } from "react";
import type { Crumb } from "../layout/breadcrumbs";
import { PageFrame } from "../layout/page-frame";

/** An auth page: the shared frame with a narrow column for its form. */
export function AccountFrame({ page, lead, children }: { page: { heading: string; crumbs: Crumb[] }; lead?: string; children: ReactNode }) {
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <div className="mt-6 max-w-md" data-account-page>
        {lead && <p className="mb-6 text-neutral-700">{lead}</p>}
        {children}
      </div>
    </PageFrame>
  );
}
