import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { cities, deliveryFees, redirects, stores } from "../schema";
import { seedAccounts } from "./accounts";
import { seedCatalogue } from "./catalogue";
import { seedContent } from "./content";
import { demoDeliveryFees } from "./delivery-fees";
import { DEMO_CITIES } from "./demo-cities";
import { DEMO_REDIRECTS } from "./demo-redirects";
import { seedStoreStock } from "./store-stock";

/** Seeds the demo shop (cities, their stores, redirects, the catalogue, accounts, blog and info pages) when the database has no cities yet; true when it did. */
export async function seedIfEmpty(db: NodePgDatabase): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const [index, city] of DEMO_CITIES.entries()) {
      const [inserted] = await tx
        .insert(cities)
        .values({
          slug: city.slug,
          nameEn: city.names.en,
          nameUk: city.names.uk,
          namePl: city.names.pl,
          nameRu: city.names.ru,
          sortOrder: (index + 1) * 10,
        })
        .returning({ id: cities.id });
      if (!inserted) throw new Error(`Could not seed city ${city.slug}`);
      await tx.insert(stores).values(city.stores.map((store, i) => ({ ...store, cityId: inserted.id, sortOrder: (i + 1) * 10 })));
      await tx.insert(deliveryFees).values(demoDeliveryFees(city.slug).map((fee) => ({ ...fee, cityId: inserted.id })));
    }
    await tx.insert(redirects).values(DEMO_REDIRECTS).onConflictDoNothing({ target: redirects.fromPath });
    await seedCatalogue(tx);
    await seedStoreStock(tx);
    await seedAccounts(tx);
    await seedContent(tx);
  });
  return true;
}
