import { LOCALES, resolveBrand } from "@shop/domain";
import second from "./brands/second";
import test from "./brands/test";
import { resources } from "./index";

/** Each brand variant's extended locale file (spec section 3), merged over the shop's texts. */
const BRAND_LOCALE_FILES: Record<string, Record<string, object>> = { second, test };

type Tree = { [key: string]: string | Tree };

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === "object" && typeof current === "object" ? merge(current, value) : value;
  }
  return out;
}

type Resource = Record<string, { translation: Tree }>;

const cache = new Map<string, Resource>();

/** The texts of a brand variant: the base texts with the variant's overrides merged in. */
export function brandResources(brandId: string | undefined): Resource {
  const brand = resolveBrand(brandId);
  const cached = cache.get(brand.id);
  if (cached) return cached;
  const overrides = brand.localeFile ? BRAND_LOCALE_FILES[brand.localeFile] : undefined;
  const merged: Resource = {};
  for (const lng of LOCALES) {
    const base = resources[lng].translation as unknown as Tree;
    merged[lng] = { translation: overrides?.[lng] ? merge(base, overrides[lng] as Tree) : base };
  }
  cache.set(brand.id, merged);
  return merged;
}
