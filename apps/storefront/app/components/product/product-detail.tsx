import type { ProductDetail } from "@shop/contracts";
import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { ProductBadges, ProductGrid } from "../catalogue/product-card";
import { Breadcrumbs, type Crumb } from "../layout/breadcrumbs";
import { BackInStock } from "./back-in-stock";
import { BundleContents, BundleSaving } from "./bundle-contents";
import { FavouriteHeart } from "./favourite-heart";
import { Gallery } from "./gallery";
import { PurchaseBox } from "./purchase-box";
import { RecentlyViewed } from "./recently-viewed";
import { TpdNote } from "./tpd-note";

/** What the product page shows of a product its city offers (routes/city/products/product.server.ts). */
export interface ProductPageData {
  kind: "ok";
  crumbs: Crumb[];
  product: ProductDetail;
  cityName: string;
  localPickup: boolean;
}

function Attributes({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const rows = [
    ...(product.brand ? [{ key: "brand", name: t("catalogue.product.brand"), value: product.brand.name }] : []),
    {
      key: "category",
      name: t("catalogue.product.category"),
      value: product.category.name,
      href: paths.city("category", { slug: product.category.slug }),
    },
    ...product.attributes.map((a) => ({ key: `attr-${a.code}`, name: a.name, value: a.value })),
  ];
  return (
    <section aria-labelledby="attributes-title" data-attributes>
      <h2 id="attributes-title" className="text-xl font-bold">
        {t("catalogue.product.attributes")}
      </h2>
      <dl className="mt-3 divide-y divide-neutral-200 rounded-2xl bg-white px-5 ring-1 ring-black/5">
        {rows.map((row) => (
          <div key={row.key} className="grid grid-cols-2 gap-4 py-2.5 text-sm" data-attribute={row.key}>
            <dt className="text-neutral-700">{row.name}</dt>
            <dd className="font-semibold">
              {"href" in row && row.href ? (
                <a href={row.href} {...CLIENT_LINK} className="underline underline-offset-4">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The product page: gallery, name, price and purchase, TPD note, description, characteristics, bundle, related products. */
export function ProductDetailView({ data }: { data: ProductPageData }) {
  const { t } = useTranslation();
  const { product, crumbs, cityName, localPickup } = data;
  const images = product.images.length > 0 ? product.images : [product.image];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-10" data-product={product.slug}>
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Gallery name={product.name} images={images} />
        <div className="flex min-w-0 flex-col gap-5">
          <div>
            {product.brand && <p className="text-sm font-semibold uppercase tracking-wide text-neutral-600">{product.brand.name}</p>}
            <div className="mt-1 flex items-start justify-between gap-3">
              <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{product.name}</h1>
              <FavouriteHeart id={product.id} name={product.name} />
            </div>
            <ProductBadges product={product} className="mt-3" />
            {product.shortDescription && <p className="mt-3 text-neutral-800">{product.shortDescription}</p>}
          </div>
          {product.bundle && <BundleSaving bundle={product.bundle} />}
          <PurchaseBox product={product} />
          {!(product.availability.inStock && product.availability.count > 0) && <BackInStock product={product} cityName={cityName} />}
          {product.tpd && <TpdNote city={cityName} localPickup={localPickup} />}
        </div>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="flex flex-col gap-8">
          {product.description && (
            <section aria-labelledby="description-title">
              <h2 id="description-title" className="text-xl font-bold">
                {t("catalogue.product.description")}
              </h2>
              <div className="mt-3 space-y-3 whitespace-pre-line leading-relaxed text-neutral-800" data-description>
                {product.description}
              </div>
            </section>
          )}
          {product.bundle && <BundleContents bundle={product.bundle} />}
        </div>
        <Attributes product={product} />
      </div>
      {product.related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-12" data-related>
          <h2 id="related-title" className="mb-4 text-2xl font-bold">
            {t("catalogue.product.related")}
          </h2>
          <ProductGrid products={product.related.slice(0, 4)} className="md:grid-cols-4" />
        </section>
      )}
      <RecentlyViewed viewed={{ id: product.id, slug: product.slug, name: product.name, image: product.image }} />
    </div>
  );
}
