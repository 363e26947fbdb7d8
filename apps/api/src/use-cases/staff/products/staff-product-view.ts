// How the back office sees a product (issue 7): the API's answer and the audit log's snapshot of it.
import type { StaffProduct, StaffProductImage, StaffProductText } from "@shop/contracts";
import type { ProductImageRow, StaffProductRow } from "@shop/db";
import { LOCALES, type Locale } from "@shop/domain";
import { uploadedImageUrl } from "../../../media/urls";

/** An image's id within its product: the last part of its media key (products/{id}/{random}). */
export const imageIdOf = (mediaKey: string): string => mediaKey.slice(mediaKey.lastIndexOf("/") + 1);

export function imageView(row: ProductImageRow): StaffProductImage {
  return {
    id: imageIdOf(row.mediaKey),
    position: row.position,
    width: row.width,
    height: row.height,
    thumbnail: uploadedImageUrl(row.mediaKey, 160),
    card: uploadedImageUrl(row.mediaKey, 480),
    large: uploadedImageUrl(row.mediaKey, 1200),
  };
}

/** The languages a product has no texts in. */
export const missingLocalesOf = (present: readonly string[]): Locale[] => LOCALES.filter((locale) => !present.includes(locale));

type Texts = StaffProduct["texts"];

function textsOf(row: StaffProductRow): Texts {
  const byLocale = new Map(row.texts.map((text) => [text.locale, text]));
  const textOf = (locale: Locale): StaffProductText | null => {
    const text = byLocale.get(locale);
    return text
      ? {
          name: text.name,
          shortDescription: text.shortDescription,
          description: text.description,
          seoTitle: text.seoTitle,
          seoDescription: text.seoDescription,
        }
      : null;
  };
  // English always exists for a product saved through the back office; the seed writes it too.
  const en = textOf("en") ?? { name: row.slug, shortDescription: "", description: "", seoTitle: "", seoDescription: "" };
  return { en, uk: textOf("uk"), pl: textOf("pl"), ru: textOf("ru") };
}

export function toStaffProduct(row: StaffProductRow, images: readonly ProductImageRow[]): StaffProduct {
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    ean: row.ean,
    vatRate: row.vatRate,
    kind: row.kind,
    categoryId: row.categoryId,
    brandId: row.brandId,
    tpd: row.tpd,
    attributeValueIds: row.attributeValueIds,
    bundleItems: row.bundleItems,
    texts: textsOf(row),
    missingLocales: missingLocalesOf(row.texts.map((text) => text.locale)),
    images: images.map(imageView),
    offerCount: row.offerCount,
    version: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a product (before and after a change). */
export interface ProductSnapshot {
  slug: string;
  sku: string;
  ean: string | null;
  vatRate: string;
  kind: string;
  categoryId: number;
  brandId: number | null;
  tpd: boolean;
  attributeValueIds: number[];
  bundleItems: { productId: number; quantity: number }[];
  texts: Partial<Record<Locale, StaffProductText | null>>;
}

export function snapshotOf(row: StaffProductRow): ProductSnapshot {
  const texts = textsOf(row);
  return {
    slug: row.slug,
    sku: row.sku,
    ean: row.ean,
    vatRate: row.vatRate,
    kind: row.kind,
    categoryId: row.categoryId,
    brandId: row.brandId,
    tpd: row.tpd,
    attributeValueIds: [...row.attributeValueIds].sort((a, b) => a - b),
    bundleItems: row.bundleItems.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    texts: { en: texts.en, uk: texts.uk, pl: texts.pl, ru: texts.ru },
  };
}

/** Only what differs: the changed fields, and of the texts the changed languages. */
export function changesOf(
  before: ProductSnapshot,
  after: ProductSnapshot,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductSnapshot)[]) {
    if (key === "texts") continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  const textsBefore: Record<string, unknown> = {};
  const textsAfter: Record<string, unknown> = {};
  for (const locale of LOCALES) {
    if (JSON.stringify(before.texts[locale] ?? null) !== JSON.stringify(after.texts[locale] ?? null)) {
      textsBefore[locale] = before.texts[locale] ?? null;
      textsAfter[locale] = after.texts[locale] ?? null;
    }
  }
  if (Object.keys(textsAfter).length > 0) {
    was.texts = textsBefore;
    now.texts = textsAfter;
  }
  return { before: was, after: now };
}
