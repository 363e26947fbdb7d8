// Staff's minimal stock tool (until the back office): a city's stock and visibility of one product.
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cities, offers } from "../../schema";

/** Sets the offer's stock (and visibility when given); null when the city has no offer of the product. */
export async function updateOfferStock(
  db: DbOrTx,
  citySlug: string,
  productId: number,
  values: { stock: number; visible?: boolean | undefined },
): Promise<{ stock: number; visible: boolean } | null> {
  const [row] = await db
    .update(offers)
    .set({ stock: values.stock, ...(values.visible === undefined ? {} : { visible: values.visible }) })
    .where(
      and(eq(offers.productId, productId), eq(offers.cityId, sql`(select ${cities.id} from ${cities} where ${cities.slug} = ${citySlug})`)),
    )
    .returning({ stock: offers.stock, visible: offers.visible });
  return row ?? null;
}
