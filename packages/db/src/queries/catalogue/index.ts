export { type BrandCountRow, listBrandsOfCity } from "./brands";
export { type CardRow, findCardRows, findWholesaleTiers } from "./cards";
export { type CategoryRow, countOfferedByCategory, listAllCategories } from "./categories";
export { findActiveCity, listCitiesOffering } from "./cities";
export { type FacetValueCount, findListingFacets, type ListingFacetCounts } from "./facets";
export type { ListingFilter } from "./filter";
export { findListingPage, type ListingPageRequest, type ListingSort } from "./listing";
export { findBrandMedia, findCategoryMedia, findProductMedia, type ProductMediaRow } from "./media";
export {
  findBundleItems,
  findCurrentSlug,
  findProductAttributes,
  findProductBySlug,
  findProductImageKeys,
  findProductTexts,
  type ProductAttributeRow,
  type ProductRow,
  type ProductTextRow,
} from "./product";
export { findBestSellerIds, findBundleIds, findRelatedIds } from "./rankings";
export { listSitemapProducts, type SitemapProductRow } from "./sitemap";
