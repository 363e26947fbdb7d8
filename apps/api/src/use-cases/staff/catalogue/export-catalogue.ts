// Back office: the whole catalogue as the import reads it (issue 33): one row a product, in id order, CSV (UTF-8 with a
// byte order mark) or XLSX. Importing the file as it is changes nothing.
import { type DbOrTx, findCatalogueProducts } from "@shop/db";
import { catalogueTable, formatCatalogueCsv } from "@shop/domain";
import { formatCatalogueXlsx } from "../../../content/catalogue-xlsx";

export async function exportCatalogue(db: DbOrTx, format: "csv" | "xlsx"): Promise<{ filename: string; body: Uint8Array | string }> {
  const products = (await findCatalogueProducts(db, "all")).map(({ id: _id, ...product }) => product);
  const filename = `catalogue-${new Date().toISOString().slice(0, 10)}.${format}`;
  if (format === "csv") return { filename, body: formatCatalogueCsv(products) };
  return { filename, body: await formatCatalogueXlsx(catalogueTable(products)) };
}
