import { InfoArticle } from "../../../components/content/info-article";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/terms";
import { loadTerms } from "./terms.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadTerms(args);

/** /{lang}/{city}/info/terms-and-conditions: the stored terms and conditions (spec section 2). */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <InfoArticle data={loaderData} slug="terms-and-conditions" />;
}
