// Where the images live: the generated illustrations and the uploaded images (routes/media.ts serves both).
const MEDIA = "/api/v1/media";

/** The widths uploaded images are kept in (content/store-image.ts IMAGE_WIDTHS): a thumbnail, a card, the gallery. */
export type UploadWidth = 160 | 480 | 1200;

const productImageUrl = (slug: string, n: number): string => `${MEDIA}/products/${slug}/${n}.svg`;
const productImageUrls = (slug: string, count: number): string[] =>
  Array.from({ length: Math.max(1, count) }, (_, i) => productImageUrl(slug, i + 1));
export const categoryImageUrl = (slug: string): string => `${MEDIA}/categories/${slug}.svg`;
export const brandLogoUrl = (slug: string): string => `${MEDIA}/brands/${slug}.svg`;

/** One stored width of an uploaded image. */
export const uploadedImageUrl = (key: string, width: UploadWidth): string => `${MEDIA}/uploads/${key}/${width}.webp`;

/** A product's first image at a width: its first upload, else its first generated illustration. */
export const productCardImageUrl = (slug: string, imageKey: string | null, width: UploadWidth = 480): string =>
  imageKey ? uploadedImageUrl(imageKey, width) : productImageUrl(slug, 1);

/** A product's gallery: its uploads (1200 wide) when it has any, else its generated illustrations. */
export const productGalleryUrls = (slug: string, imageKeys: readonly string[], count: number): string[] =>
  imageKeys.length > 0 ? imageKeys.map((key) => uploadedImageUrl(key, 1200)) : productImageUrls(slug, count);
