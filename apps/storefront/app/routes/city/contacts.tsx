import { ContactsView } from "../../components/content/contacts-view";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/contacts";
import { loadContacts } from "./contacts.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadContacts(args);

/** /{lang}/{city}/contacts: the city's stores and the shop's contacts (the spec's contacts screen). */
export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  return <ContactsView data={loaderData} />;
}
