import type { BrandLink } from "@shop/domain";
import { useTranslation } from "../../lib/texts";
import type { Crumb } from "../layout/breadcrumbs";
import { PageFrame } from "../layout/page-frame";
import { StoreCard, type StoreView } from "./store-card";

export interface ContactsData {
  page: { heading: string; crumbs: Crumb[] };
  cityName: string;
  stores: StoreView[];
  /** When the page was rendered (ISO): "open now" is computed for it, then again in the browser. */
  renderedAt: string;
  shop: { phone: string; tel: string; email: string; social: BrandLink[]; messengers: BrandLink[] };
}

const sectionHeading = "text-2xl font-bold tracking-tight";
const pill = "inline-flex items-center rounded-full bg-white/10 px-3 py-1.5 text-sm font-semibold hover:bg-white/20";

/** The contacts screen: the city's stores first, then how to reach the shop. */
export function ContactsView({ data }: { data: ContactsData }) {
  const { t } = useTranslation();
  const { page, cityName, stores, shop } = data;
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <p className="mt-2 max-w-3xl text-neutral-700">{t("content.contacts.lead", { city: cityName })}</p>
      <section aria-labelledby="contacts-stores" className="mt-8" data-contacts-stores>
        <h2 id="contacts-stores" className={sectionHeading}>
          {t("content.contacts.stores")}
        </h2>
        {stores.length > 0 ? (
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} renderedAt={data.renderedAt} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4" data-no-stores>
            {t("content.contacts.noStores", { city: cityName })}
          </p>
        )}
        <p className="mt-4 max-w-3xl text-sm text-neutral-700">{t("content.contacts.pickupNote")}</p>
      </section>
      <section aria-labelledby="contacts-shop" className="mt-10 rounded-2xl bg-primary-dark p-6 text-white" data-contacts-shop>
        <h2 id="contacts-shop" className={sectionHeading}>
          {t("content.contacts.writeUs")}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-neutral-300">{t("content.contacts.email")}</dt>
            <dd className="text-lg font-semibold">
              <a href={`mailto:${shop.email}`} className="underline-offset-4 hover:underline" data-shop-email>
                {shop.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-300">{t("content.contacts.phone")}</dt>
            <dd className="text-lg font-semibold">
              <a href={shop.tel} className="underline-offset-4 hover:underline" data-shop-phone>
                {shop.phone}
              </a>
            </dd>
          </div>
        </dl>
        <LinkGroup id="contacts-social" title={t("content.contacts.social")} links={shop.social} kind="social" />
        <LinkGroup id="contacts-messengers" title={t("content.contacts.messengers")} links={shop.messengers} kind="messengers" />
      </section>
    </PageFrame>
  );
}

function LinkGroup({ id, title, links, kind }: { id: string; title: string; links: BrandLink[]; kind: string }) {
  if (links.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 id={id} className="text-sm font-bold uppercase tracking-wide text-accent">
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-2 flex flex-wrap gap-2" data-contact-links={kind}>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} className={pill} rel="noopener noreferrer" target="_blank">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
