// The product form's values (issue 7): from a stored product, and from a posted form into the API's input. A
// language whose fields are all empty is a missing translation (null); English is always sent. The API checks
// everything again; these checks only explain in the staff member's language, next to the field.
import { PRODUCT_SLUG, PRODUCT_SLUG_MAX, PRODUCT_TEXT_LIMITS, type StaffProduct, type StaffProductInput } from "@shop/contracts";
import { LOCALES, type Locale } from "@shop/domain";

export const TEXT_FIELDS = ["name", "shortDescription", "description", "seoTitle", "seoDescription"] as const;
type TextField = (typeof TEXT_FIELDS)[number];
export type TextValues = Record<TextField, string>;

/** Empty rows the form offers for new bundle items (no JavaScript needed to add one). */
export const SPARE_ITEM_ROWS = 3;
export const MAX_ITEM_ROWS = 20;

export interface ProductFormValues {
  slug: string;
  kind: "simple" | "bundle";
  categoryId: string;
  brandId: string;
  tpd: boolean;
  valueIds: number[];
  /** A bundle item: the product's slug (or id) and the quantity, as typed. */
  items: { product: string; quantity: string }[];
  texts: Record<Locale, TextValues>;
  version: string;
}

/** Why a field was refused: a key of products.errors in the back office's texts. */
export type FormError = "required" | "slug" | "tooLong" | "quantity" | "nameRequired" | "choose";

const emptyTexts = (): TextValues => ({ name: "", shortDescription: "", description: "", seoTitle: "", seoDescription: "" });

export function toFormValues(product?: StaffProduct | null): ProductFormValues {
  if (!product)
    return {
      slug: "",
      kind: "simple",
      categoryId: "",
      brandId: "",
      tpd: false,
      valueIds: [],
      items: [],
      texts: { en: emptyTexts(), uk: emptyTexts(), pl: emptyTexts(), ru: emptyTexts() },
      version: "",
    };
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, { ...(product.texts[locale] ?? emptyTexts()) }])) as Record<
    Locale,
    TextValues
  >;
  return {
    slug: product.slug,
    kind: product.kind,
    categoryId: String(product.categoryId),
    brandId: product.brandId === null ? "" : String(product.brandId),
    tpd: product.tpd,
    valueIds: product.attributeValueIds,
    items: product.bundleItems.map((item) => ({ product: item.slug, quantity: String(item.quantity) })),
    texts,
    version: product.version,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** What the form posted (for showing it again) and, when it passes, the API's input; `errors` by field name. */
export function readProductForm(form: FormData): {
  values: ProductFormValues;
  input: StaffProductInput | null;
  errors: Record<string, FormError>;
} {
  const errors: Record<string, FormError> = {};
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(form, `text.${locale}.${field}`)]))]),
  ) as Record<Locale, TextValues>;
  const items: ProductFormValues["items"] = [];
  for (let row = 0; row < MAX_ITEM_ROWS + SPARE_ITEM_ROWS; row++) {
    const product = text(form, `item.${row}.product`);
    const quantity = text(form, `item.${row}.quantity`);
    if (product) items.push({ product, quantity: quantity || "1" });
  }
  const values: ProductFormValues = {
    slug: text(form, "slug").toLowerCase(),
    kind: text(form, "kind") === "bundle" ? "bundle" : "simple",
    categoryId: text(form, "categoryId"),
    brandId: text(form, "brandId"),
    tpd: form.get("tpd") === "1",
    valueIds: [...new Set(form.getAll("value").map(Number))].filter((id) => Number.isInteger(id) && id > 0),
    items,
    texts,
    version: text(form, "version"),
  };

  if (!values.slug) errors.slug = "required";
  else if (values.slug.length > PRODUCT_SLUG_MAX) errors.slug = "tooLong";
  else if (!PRODUCT_SLUG.test(values.slug)) errors.slug = "slug";
  if (!/^[1-9][0-9]*$/.test(values.categoryId)) errors.categoryId = "choose";
  if (values.brandId && !/^[1-9][0-9]*$/.test(values.brandId)) errors.brandId = "choose";
  items.forEach((item, row) => {
    const quantity = Number(item.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) errors[`item.${row}.quantity`] = "quantity";
    if (item.product.length > PRODUCT_SLUG_MAX) errors[`item.${row}.product`] = "tooLong";
  });
  const present = LOCALES.filter((locale) => locale === "en" || TEXT_FIELDS.some((field) => texts[locale][field] !== ""));
  for (const locale of present) {
    if (!texts[locale].name) errors[`texts.${locale}.name`] = locale === "en" ? "required" : "nameRequired";
    for (const field of TEXT_FIELDS)
      if (texts[locale][field].length > PRODUCT_TEXT_LIMITS[field]) errors[`texts.${locale}.${field}`] = "tooLong";
  }
  if (Object.keys(errors).length > 0) return { values, input: null, errors };

  const input: StaffProductInput = {
    slug: values.slug,
    kind: values.kind,
    categoryId: Number(values.categoryId),
    brandId: values.brandId ? Number(values.brandId) : null,
    tpd: values.tpd,
    attributeValueIds: values.valueIds,
    bundleItems: items.map((item) =>
      /^[1-9][0-9]{0,9}$/.test(item.product)
        ? { productId: Number(item.product), quantity: Number(item.quantity) }
        : { slug: item.product, quantity: Number(item.quantity) },
    ),
    texts: {
      en: texts.en,
      uk: present.includes("uk") ? texts.uk : null,
      pl: present.includes("pl") ? texts.pl : null,
      ru: present.includes("ru") ? texts.ru : null,
    },
    ...(values.version ? { version: values.version } : {}),
  };
  return { values, input, errors };
}

/** The API names fields by its input's paths; the form's fields are named a little differently. */
export function formFieldOf(apiPath: string): string {
  const item = /^bundleItems\.(\d+)/.exec(apiPath);
  if (item) return `item.${item[1]}.product`;
  if (apiPath === "attributeValueIds") return "values";
  return apiPath;
}
