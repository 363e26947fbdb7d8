// Everything a product page needs in one statement: the product, the city's offer of it as a card, its texts,
// attributes and images, a bundle's items and the related products (both as cards), the units each of the city's
// active stores holds (issue 19), or, when the city does not show it, the cities that do. The caller prices the
// cards (apps/api use-cases/catalogue/lookup-product).
import type { Locale } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import type { CityRow } from "../cities";
import { type CardRow, type CardSqlRow, cardColumns, cardJoins, toCardRow } from "./cards";
import type { ProductAttributeRow, ProductRow, ProductTextRow } from "./product";
import { nameColumn, preparedRows } from "./sql";

export interface ProductPageRequest {
  cityId: number;
  slug: string;
  locale: Locale;
  /** Also read the wholesale tiers of every card (an approved wholesale business). */
  wholesale: boolean;
  relatedLimit: number;
}

export interface ProductPage {
  product: ProductRow;
  /** The product's name in the language (English as the fallback), or null when it has no texts. */
  name: string | null;
  /** The media keys of its uploaded images in gallery order. */
  imageKeys: string[];
  /** The city's offer of it (visible or not) as a card, or null when the city has none. */
  card: CardRow | null;
  /** Its texts in the language (English as the fallback), or null when it has none. */
  texts: ProductTextRow | null;
  attributes: ProductAttributeRow[];
  /** A bundle's items (when the city shows it), by product id. */
  bundleItems: { productId: number; quantity: number }[];
  /** Other products of its category that the city shows, by popularity (when the city shows it). */
  relatedIds: number[];
  /** Cards of the bundle's items and of the related products that the city has an offer of. */
  cards: CardRow[];
  /** The active cities showing it, in the shop's order; only read when this city does not show it. */
  citiesOffering: CityRow[];
  /** The city's active stores in the shop's order with the units each can give (a bundle: what its items allow there). */
  stores: StoreUnits[];
}

/** Units of the product one store holds (issue 19). */
interface StoreUnits {
  id: number;
  address: string;
  available: number;
}

interface PageJson {
  texts: { name: string; shortDescription: string; description: string; seoTitle: string; seoDescription: string } | null;
  attributes: ProductAttributeRow[];
  imageKeys: string[];
  bundleItems: { productId: number; quantity: number }[];
  relatedIds: number[];
  cities: { id: number; slug: string; en: string; uk: string; pl: string; ru: string }[] | null;
  stores: StoreUnits[] | null;
}

/** The product page of `slug` in a city, or null when no product has that slug now. */
export async function findProductPage(db: Db, request: ProductPageRequest): Promise<ProductPage | null> {
  const { cityId, locale } = request;
  const name = nameColumn(locale);
  const rows = await preparedRows<CardSqlRow & { main: boolean; page: PageJson | null }>(
    db,
    sql`
    with prod as materialized (
      select p.id, p.category_id, coalesce(o.visible, false) as shown
      from products p left join offers o on o.product_id = p.id and o.city_id = ${cityId}
      where p.slug = ${request.slug} limit 1),
    rel as (
      select p.id, p.popularity from prod x
      join products p on p.category_id = x.category_id and p.id <> x.id
      join offers o on o.product_id = p.id and o.city_id = ${cityId} and o.visible
      where x.shown order by p.popularity desc, p.id limit ${request.relatedLimit}),
    items as (select bi.product_id, bi.quantity from prod x join bundle_items bi on bi.bundle_id = x.id where x.shown),
    ids as (select id from prod union select id from rel union select product_id from items)
    select ${cardColumns(cityId, request.wholesale)}, p.id = x.id as main,
      case when p.id = x.id then json_build_object(
        'texts', (select json_build_object('name', s.name, 'shortDescription', s.short_description, 'description', s.description,
            'seoTitle', s.seo_title, 'seoDescription', s.seo_description)
          from product_texts s where s.product_id = p.id and s.locale in (${locale}, 'en') order by s.locale = ${locale} desc limit 1),
        'attributes', (select coalesce(json_agg(json_build_object('code', a.code, 'name', a.${name}, 'value', v.${name}, 'valueSlug', v.slug)
            order by a.sort_order, a.code, v.sort_order, v.slug), '[]'::json)
          from product_attribute_values pav join attribute_values v on v.id = pav.value_id join attributes a on a.code = v.attribute_code
          where pav.product_id = p.id),
        'imageKeys', (select coalesce(json_agg(i.media_key order by i.position), '[]'::json) from product_images i where i.product_id = p.id),
        'bundleItems', (select coalesce(json_agg(json_build_object('productId', product_id, 'quantity', quantity) order by product_id), '[]'::json)
          from items),
        'relatedIds', (select coalesce(json_agg(id order by popularity desc, id), '[]'::json) from rel),
        'cities', case when not x.shown then (
          select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'en', c.name_en, 'uk', c.name_uk, 'pl', c.name_pl, 'ru', c.name_ru)
            order by c.sort_order, c.id), '[]'::json)
          from cities c join offers co on co.city_id = c.id where co.product_id = p.id and co.visible and c.active) end,
        'stores', case when x.shown then (
          select coalesce(json_agg(json_build_object('id', s.id, 'address', s.address, 'available', case when p.kind = 'bundle'
              then coalesce((select min(case when io.visible then coalesce(ss.quantity, 0) else 0 end / i.quantity)
                from items i left join offers io on io.city_id = ${cityId} and io.product_id = i.product_id
                left join store_stock ss on ss.store_id = s.id and ss.product_id = i.product_id), 0)
              else coalesce((select ss.quantity from store_stock ss where ss.store_id = s.id and ss.product_id = p.id), 0) end)
            order by s.sort_order, s.id), '[]'::json)
          from stores s where s.city_id = ${cityId} and s.active) end
      ) end as page
    from prod x cross join ids join products p on p.id = ids.id
    left join offers o on o.product_id = p.id and o.city_id = ${cityId}
    ${cardJoins(locale)}`,
  );
  const main = rows.find((row) => row.main);
  if (!main?.page) return null;
  const page = main.page;
  return {
    product: { id: main.id, slug: main.slug, kind: main.kind, categoryId: main.category_id, imageCount: main.image_count },
    name: page.texts?.name ?? null,
    imageKeys: page.imageKeys,
    card: main.price === null ? null : toCardRow(main),
    texts: page.texts,
    attributes: page.attributes,
    bundleItems: page.bundleItems,
    relatedIds: page.relatedIds,
    cards: rows.filter((row) => !row.main && row.price !== null).map(toCardRow),
    citiesOffering: (page.cities ?? []).map(({ id, slug, en, uk, pl, ru }) => ({ id, slug, names: { en, uk, pl, ru } })),
    stores: page.stores ?? [],
  };
}
