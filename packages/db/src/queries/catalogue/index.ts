export { type BrandCountRow, listBrandsOfCity } from "./brands";
export { type CardRow, findCardRows } from "./cards";
export { type CategoryRow, countOfferedByCategory, listAllCategories } from "./categories";
export { findActiveCity } from "./cities";
export { type FacetValueCount, findListingFacets, type ListingFacetCounts } from "./facets";
export {
  type AddFavouritesResult,
  addFavourites,
  claimFavouriteAlerts,
  type DueFavouriteAlert,
  type FavouriteRow,
  favouriteAlertCityIds,
  listFavouriteIds,
  listFavourites,
  removeFavourite,
  setFavouriteAlerts,
  setFavouriteToken,
  unsubscribeFavourite,
} from "./favourites";
export type { ListingFilter } from "./filter";
export { findListingPage, type ListingPageRequest, type ListingSort } from "./listing";
export { findBrandMedia, findCategoryMedia, findProductMedia, type ProductMediaRow } from "./media";
export { findCurrentSlug, type ProductAttributeRow, type ProductRow, type ProductTextRow } from "./product";
export { findProductPage, type ProductPage, type ProductPageRequest } from "./product-page";
export { findBestSellerIds, findBundleIds } from "./rankings";
export { listSitemapProducts, type SitemapProductRow } from "./sitemap";
export {
  cityStockOf,
  claimBackInStockAlerts,
  confirmStockAlert,
  type DueStockAlert,
  deleteStockAlert,
  findAlertProduct,
  findStockAlert,
  findStockAlertByToken,
  findStockAlertView,
  type NewStockAlert,
  type StockAlertRow,
  setStockAlertToken,
  upsertStockAlert,
} from "./stock-alerts";
