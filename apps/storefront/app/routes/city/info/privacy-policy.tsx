import { InfoArticle } from "../../../components/content/info-article";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/privacy-policy";
import { loadPrivacyPolicy } from "./privacy-policy.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadPrivacyPolicy(args);

/** /{lang}/{city}/info/privacy-policy: the stored privacy policy (spec section 2). */
export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <InfoArticle data={loaderData} slug="privacy-policy" />;
}
