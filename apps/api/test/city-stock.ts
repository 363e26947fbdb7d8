// Tests set a city's stock as staff would have it after a count (issue 19: stock is held per store): all the
// units in the city's first store, none in its other stores, the offer's stock their sum.

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

const SET_CITY_STOCK = `with f as (select id from stores where city_id = $1 order by sort_order, id limit 1),
  cleared as (delete from store_stock ss using stores s where s.id = ss.store_id and s.city_id = $1
              and ss.product_id = any($2::int[]) and ss.store_id <> (select id from f)),
  put as (insert into store_stock (store_id, product_id, quantity) select f.id, p, $3 from f, unnest($2::int[]) as p
          on conflict (store_id, product_id) do update set quantity = excluded.quantity)
  update offers set stock = $3 where city_id = $1 and product_id = any($2::int[])`;

/** The products' stock in the city: `stock` units, all in its first store. */
export async function setCityStock(db: Queryable, cityId: number, productIds: readonly number[], stock: number): Promise<void> {
  await db.query(SET_CITY_STOCK, [cityId, [...productIds], stock]);
}

/** The city's first store (sort order, then id). */
export async function firstStoreOf(db: Queryable, cityId: number): Promise<number> {
  const { rows } = await db.query("select id from stores where city_id = $1 order by sort_order, id limit 1", [cityId]);
  const id = rows[0]?.id;
  if (typeof id !== "number") throw new Error(`no store in city ${cityId}`);
  return id;
}

/** Units of the product in each of the city's stores, by store id, and the offer's stock. */
export async function storeStockOf(
  db: Queryable,
  cityId: number,
  productId: number,
): Promise<{ stores: Map<number, number>; city: number }> {
  const { rows } = await db.query(
    `select ss.store_id, ss.quantity from store_stock ss join stores s on s.id = ss.store_id
     where s.city_id = $1 and ss.product_id = $2 order by ss.store_id`,
    [cityId, productId],
  );
  const offer = await db.query("select stock from offers where city_id = $1 and product_id = $2", [cityId, productId]);
  return {
    stores: new Map(rows.map((row) => [row.store_id as number, row.quantity as number])),
    city: (offer.rows[0]?.stock as number | undefined) ?? 0,
  };
}

/** The product's units in the city: exactly these stores hold these units (the others none), the offer their sum. */
export async function putInStores(
  db: Queryable,
  cityId: number,
  productId: number,
  units: ReadonlyArray<readonly [storeId: number, quantity: number]>,
): Promise<void> {
  await db.query(
    `with wanted as (select * from unnest($3::int[], $4::int[]) as w (store_id, quantity)),
     cleared as (delete from store_stock ss using stores s where s.id = ss.store_id and s.city_id = $1 and ss.product_id = $2
                 and ss.store_id not in (select store_id from wanted)),
     put as (insert into store_stock (store_id, product_id, quantity) select store_id, $2, quantity from wanted
             on conflict (store_id, product_id) do update set quantity = excluded.quantity)
     update offers set stock = (select coalesce(sum(quantity), 0) from wanted) where city_id = $1 and product_id = $2`,
    [cityId, productId, units.map(([storeId]) => storeId), units.map(([, quantity]) => quantity)],
  );
}

/** Every simple product's stock in every city: `stock` units, all in the city's first store. */
export async function setAllStock(db: Queryable, stock: number): Promise<void> {
  await db.query("delete from store_stock");
  await db.query(
    `insert into store_stock (store_id, product_id, quantity)
     select (select s.id from stores s where s.city_id = o.city_id order by s.sort_order, s.id limit 1), o.product_id, $1
     from offers o join products p on p.id = o.product_id where p.kind = 'simple'
       and exists (select 1 from stores s where s.city_id = o.city_id)`,
    [stock],
  );
  await db.query("update offers set stock = $1", [stock]);
}
