import { BrandTiles } from "../../components/catalogue/brand-tiles";
import { PageFrame } from "../../components/layout/page-frame";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/brands";
import { loadBrandsPage } from "./brands.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export const loader = (args: Route.LoaderArgs) => loadBrandsPage(args);

/** /{lang}/{city}/brands: the popular brands screen (spec section 2), most products first; each opens its products. */
export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const { heading, lead, empty, crumbs, brands } = loaderData;
  return (
    <PageFrame heading={heading} crumbs={crumbs}>
      <p className="mt-2 max-w-3xl text-neutral-700">{lead}</p>
      <div className="mt-6">{brands.length > 0 ? <BrandTiles brands={brands} /> : <p data-empty-listing>{empty}</p>}</div>
    </PageFrame>
  );
}
