// Where the generated illustrations live (routes/media.ts serves them).
const MEDIA = "/api/v1/media";

export const productImageUrl = (slug: string, n: number): string => `${MEDIA}/products/${slug}/${n}.svg`;
export const productImageUrls = (slug: string, count: number): string[] =>
  Array.from({ length: Math.max(1, count) }, (_, i) => productImageUrl(slug, i + 1));
export const categoryImageUrl = (slug: string): string => `${MEDIA}/categories/${slug}.svg`;
export const brandLogoUrl = (slug: string): string => `${MEDIA}/brands/${slug}.svg`;
