import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** The frame every page shares: breadcrumbs and the page's heading above its body. */
export function PageFrame({ heading, crumbs, children }: { heading: string; crumbs: Crumb[]; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      {children}
    </div>
  );
}
