// The product form's values (issue 7): from a stored product, and from a posted form into the API's input. A
// language whose fields are all empty is a missing translation (null); English is always sent. The API checks
// everything again; these checks only explain in the staff member's language, next to the field.
import { PRODUCT_SLUG, PRODUCT_SLUG_MAX, PRODUCT_TEXT_LIMITS, type StaffProduct, type StaffProductInput } from "@shop/contracts";
import { cleanEan, isProductSku, LOCALES, type Locale, PRODUCT_SKU_MAX, readEan, VAT_RATES, type VatRate } from "@shop/domain";
import { z } from "zod";
import { field, fieldList, firstErrors, problem, readForm, readValue, trimmedField } from "../../../lib/admin/form";

export const TEXT_FIELDS = ["name", "shortDescription", "description", "seoTitle", "seoDescription"] as const;
type TextField = (typeof TEXT_FIELDS)[number];
export type TextValues = Record<TextField, string>;

/** Empty rows the form offers for new bundle items (no JavaScript needed to add one). */
export const SPARE_ITEM_ROWS = 3;
export const MAX_ITEM_ROWS = 20;

export interface ProductFormValues {
  slug: string;
  /** Empty when creating: the shop's numbering. */
  sku: string;
  ean: string;
  vatRate: VatRate;
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
export type FormError = "required" | "slug" | "tooLong" | "quantity" | "nameRequired" | "choose" | "sku" | "eanFormat" | "eanCheckDigit";

const emptyTexts = (): TextValues => ({ name: "", shortDescription: "", description: "", seoTitle: "", seoDescription: "" });

export function toFormValues(product?: StaffProduct | null): ProductFormValues {
  if (!product)
    return {
      slug: "",
      sku: "",
      ean: "",
      vatRate: "23",
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
    sku: product.sku,
    ean: product.ean ?? "",
    vatRate: product.vatRate,
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

const TextFields = z.object(Object.fromEntries(TEXT_FIELDS.map((name) => [name, trimmedField])) as Record<TextField, typeof trimmedField>);
const ItemFields = z.object({ product: trimmedField, quantity: trimmedField });

/** The form's schema: what it posted, as the fields show it again (`text.{locale}.{field}`, `item.{row}.product|quantity`, `value` ids). */
const ProductFormFields = z
  .object({
    slug: trimmedField.transform((slug) => slug.toLowerCase()),
    sku: trimmedField,
    ean: trimmedField,
    vatRate: field.transform((rate): VatRate => ((VAT_RATES as readonly string[]).includes(rate.trim()) ? (rate.trim() as VatRate) : "23")),
    kind: field.transform((kind): ProductFormValues["kind"] => (kind.trim() === "bundle" ? "bundle" : "simple")),
    categoryId: trimmedField,
    brandId: trimmedField,
    tpd: field.transform((tpd) => tpd === "1"),
    value: fieldList.transform((ids) => [...new Set(ids.map(Number))].filter((id) => Number.isInteger(id) && id > 0)),
    item: z.record(z.string(), ItemFields).catch({}),
    text: z.object({ en: TextFields, uk: TextFields, pl: TextFields, ru: TextFields }),
    version: trimmedField,
  })
  .transform(
    ({ value, item, text, ...values }): ProductFormValues => ({
      ...values,
      valueIds: value,
      items: Array.from({ length: MAX_ITEM_ROWS + SPARE_ITEM_ROWS }, (_, row) => item[String(row)])
        .filter((row) => row?.product)
        .map((row) => ({ product: row?.product ?? "", quantity: row?.quantity || "1" })),
      texts: text,
    }),
  );

/** Whether a language is sent: English always, another when any of its fields has text. */
const present = (locale: Locale, texts: TextValues) => locale === "en" || TEXT_FIELDS.some((name) => texts[name] !== "");

const LanguageTexts = (locale: Locale) =>
  z
    .object(
      Object.fromEntries(TEXT_FIELDS.map((name) => [name, z.string().max(PRODUCT_TEXT_LIMITS[name], "tooLong")])) as Record<
        TextField,
        z.ZodString
      >,
    )
    .superRefine((texts, ctx) => {
      if (present(locale, texts) && !texts.name) problem(ctx, "name", locale === "en" ? "required" : "nameRequired");
    });

const positiveId = /^[1-9][0-9]*$/;

/** The values into the API's input; each field's problem (a FormError) when they cannot be. */
const ProductValues = z
  .object({
    slug: z.string().min(1, "required").max(PRODUCT_SLUG_MAX, "tooLong").regex(PRODUCT_SLUG, "slug"),
    sku: z
      .string()
      .max(PRODUCT_SKU_MAX, "tooLong")
      .refine((sku) => sku === "" || isProductSku(sku), "sku"),
    ean: z.string().superRefine((ean, ctx) => {
      const read = readEan(ean);
      if ("problem" in read) ctx.addIssue({ code: "custom", message: read.problem });
    }),
    vatRate: z.enum(VAT_RATES),
    kind: z.enum(["simple", "bundle"]),
    categoryId: z.string().regex(positiveId, "choose"),
    brandId: z.string().refine((id) => !id || positiveId.test(id), "choose"),
    tpd: z.boolean(),
    valueIds: z.array(z.number()),
    items: z.array(
      z.object({
        product: z.string().max(PRODUCT_SLUG_MAX, "tooLong"),
        quantity: z
          .string()
          .refine((quantity) => Number.isInteger(Number(quantity)) && Number(quantity) >= 1 && Number(quantity) <= 99, "quantity"),
      }),
    ),
    texts: z.object({ en: LanguageTexts("en"), uk: LanguageTexts("uk"), pl: LanguageTexts("pl"), ru: LanguageTexts("ru") }),
    version: z.string(),
  })
  .transform(
    (values): StaffProductInput => ({
      slug: values.slug,
      ...(values.sku ? { sku: values.sku } : {}),
      ean: cleanEan(values.ean) || null,
      vatRate: values.vatRate,
      kind: values.kind,
      categoryId: Number(values.categoryId),
      brandId: values.brandId ? Number(values.brandId) : null,
      tpd: values.tpd,
      attributeValueIds: values.valueIds,
      bundleItems: values.items.map((item) =>
        /^[1-9][0-9]{0,9}$/.test(item.product)
          ? { productId: Number(item.product), quantity: Number(item.quantity) }
          : { slug: item.product, quantity: Number(item.quantity) },
      ),
      texts: {
        en: values.texts.en,
        uk: present("uk", values.texts.uk) ? values.texts.uk : null,
        pl: present("pl", values.texts.pl) ? values.texts.pl : null,
        ru: present("ru", values.texts.ru) ? values.texts.ru : null,
      },
      ...(values.version ? { version: values.version } : {}),
    }),
  );

/** What the form posted (for showing it again) and, when it passes, the API's input; `errors` by field name. */
export function readProductForm(form: FormData): {
  values: ProductFormValues;
  input: StaffProductInput | null;
  errors: Record<string, FormError>;
} {
  const posted = readForm(form, ProductFormFields);
  const values = posted.ok ? posted.value : toFormValues(null);
  const read = readValue(values, ProductValues);
  if (read.ok) return { values, input: read.value, errors: {} };
  const errors = firstErrors(read.fieldErrors) as Record<string, FormError>;
  return {
    values,
    input: null,
    errors: Object.fromEntries(Object.entries(errors).map(([path, error]) => [path.replace(/^items\./, "item."), error])),
  };
}

/** The API names fields by its input's paths; the form's fields are named a little differently. */
export function formFieldOf(apiPath: string): string {
  const item = /^bundleItems\.(\d+)/.exec(apiPath);
  if (item) return `item.${item[1]}.product`;
  if (apiPath === "attributeValueIds") return "values";
  return apiPath;
}
