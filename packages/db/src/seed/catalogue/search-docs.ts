import { refreshSearchDocuments as refreshProductSearchDocuments } from "../../queries/search-documents";
import type { SeedTx } from "./tx";

/**
 * Fills products.search_doc of the seeded catalogue. The document itself (every name, the brand, the
 * category path and the attribute values in four languages, normalised by @shop/domain's
 * buildSearchDocument) is defined once, by the search queries' refreshSearchDocuments; the seed only
 * calls it, inside its transaction.
 */
export async function refreshSearchDocuments(tx: SeedTx): Promise<void> {
  await refreshProductSearchDocuments(tx);
}
