// schema.org data of a product page: the Product with its offer, and the BreadcrumbList.
import type { ProductDetail } from "@shop/contracts";

const AVAILABILITY = { in: "https://schema.org/InStock", out: "https://schema.org/OutOfStock" } as const;

/** Grosze as the decimal string schema.org expects: 4999 → "49.99". */
const decimalPrice = (grosze: number) => (grosze / 100).toFixed(2);

interface ProductLdInput {
  product: ProductDetail;
  url: string;
  images: string[];
  seller: string;
}

export function productJsonLd({ product, url, images, seller }: ProductLdInput): Record<string, unknown> {
  const inStock = product.availability.inStock && product.availability.count > 0;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.shortDescription || product.seoDescription || product.description,
    image: images,
    sku: String(product.id),
    url,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    category: product.breadcrumbs.map((crumb) => crumb.name).join(" > ") || product.category.name,
    offers: {
      "@type": "Offer",
      url,
      price: decimalPrice(product.price.unit),
      priceCurrency: "PLN",
      availability: inStock ? AVAILABILITY.in : AVAILABILITY.out,
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: seller },
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}
