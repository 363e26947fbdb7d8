// The contacts page: the city's stores (address, open now, a week of opening hours, phone, map links), the
// shop's e-mail and phone, its social and messenger links, and each store as schema.org data.
import type { CityStores } from "@shop/contracts";
import type { LoaderFunctionArgs } from "react-router";
import type { ContactsData } from "../../components/content/contacts-view";
import { getCityStores } from "../../lib/api/content";
import { googleMapsUrl, openStreetMapUrl, telHref } from "../../lib/content/map-links";
import { weekTable } from "../../lib/content/opening-hours";
import { storeJsonLd } from "../../lib/content/store-json-ld";
import { brand, cityCrumb, cityOf, type PageData, pageNotFound, pageSeo, publicOrigin, t } from "../../lib/page.server";
import { serverApi } from "../../lib/runtime.server";
import { ttlCache } from "../../lib/ttl-cache.server";

/** The same stores for every visitor: each process keeps them a minute (a staff edit drops them at once). */
const storeLists = ttlCache<CityStores | null>(60_000);

export async function loadContacts(args: LoaderFunctionArgs): Promise<ContactsData & { page: PageData }> {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const cityName = city.names[lang];
  const answer = await storeLists(city.slug, () => getCityStores(serverApi(args.request, lang), city.slug));
  if (!answer) pageNotFound(args.url);
  const shop = brand();
  const title = tt("content.contacts.title");
  const seo = pageSeo(args, `${title} – ${cityName}`, tt("content.contacts.description", { city: cityName }));
  const image = `${publicOrigin()}${shop.logos.light}`;
  seo.jsonLd = answer.map((store) =>
    storeJsonLd({ store, shopName: shop.name, cityName, url: seo.canonical, email: shop.contacts.email, image }),
  );
  return {
    page: { seo, heading: tt("content.contacts.heading", { city: cityName }), crumbs: [cityCrumb(lang, city), { label: title }] },
    cityName,
    renderedAt: new Date().toISOString(),
    stores: answer.map((store) => ({
      id: store.id,
      address: store.address,
      phone: store.phone,
      tel: telHref(store.phone),
      week: weekTable(store.openingHours, lang),
      hours: store.openingHours,
      openStreetMap: openStreetMapUrl(store.latitude, store.longitude),
      googleMaps: googleMapsUrl(store.latitude, store.longitude),
    })),
    shop: {
      phone: shop.contacts.phone,
      tel: telHref(shop.contacts.phone),
      email: shop.contacts.email,
      social: shop.social,
      messengers: shop.messengers,
    },
  };
}
