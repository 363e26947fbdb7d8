// The back office's dashboard (issue 7): for each city the staff member runs, today's and this week's orders
// and revenue in shop time (canceled orders do not count), the orders waiting for staff, the pending business
// applications (admins only) and the visible offers running low on stock.
import { LOW_STOCK_DEFAULT, LOW_STOCK_LIMIT, type StaffDashboard, type StaffDashboardQuery } from "@shop/contracts";
import {
  countDashboardOrders,
  countPendingBusinessApplications,
  type DashboardCityRow,
  type DbOrTx,
  findLowStockOffers,
  findStaffCities,
  listDashboardCities,
  type UserRow,
} from "@shop/db";
import { type Locale, SHOP_TIME_ZONE, shopTodayStart, shopWeekStart } from "@shop/domain";

const cityName = (city: DashboardCityRow, locale: Locale) => city.names[locale] || city.names.en;

export async function getDashboard(
  db: DbOrTx,
  staff: UserRow,
  query: StaffDashboardQuery,
  locale: Locale,
  now = new Date(),
): Promise<StaffDashboard> {
  const scope = await findStaffCities(db, staff);
  const todayFrom = shopTodayStart(now);
  const weekFrom = shopWeekStart(now);
  const threshold = query.lowStock ?? LOW_STOCK_DEFAULT;
  const [cities, counts, pending, lowStock] = await Promise.all([
    listDashboardCities(db, scope),
    countDashboardOrders(db, { scope, todayFrom, weekFrom }),
    staff.staffRole === "admin" ? countPendingBusinessApplications(db) : Promise.resolve(null),
    findLowStockOffers(db, { scope, threshold, limit: LOW_STOCK_LIMIT, locale }),
  ]);
  const byCity = new Map(counts.map((row) => [row.cityId, row]));
  return {
    timeZone: SHOP_TIME_ZONE,
    todayFrom: todayFrom.toISOString(),
    weekFrom: weekFrom.toISOString(),
    // An inactive city shows only while it still has orders to count or to handle.
    cities: cities
      .filter((city) => city.active || byCity.has(city.id))
      .map((city) => {
        const row = byCity.get(city.id);
        return {
          slug: city.slug,
          name: cityName(city, locale),
          active: city.active,
          today: { orders: row?.todayOrders ?? 0, revenue: row?.todayRevenue ?? 0 },
          week: { orders: row?.weekOrders ?? 0, revenue: row?.weekRevenue ?? 0 },
          waiting: { CREATED: row?.created ?? 0, PAID: row?.paid ?? 0, APPROVED: row?.approved ?? 0 },
        };
      }),
    pendingApplications: pending,
    lowStock: {
      threshold,
      items: lowStock.map((offer) => ({
        productId: offer.productId,
        slug: offer.slug,
        name: offer.name,
        city: { slug: offer.city.slug, name: cityName(offer.city, locale) },
        stock: offer.stock,
      })),
    },
  };
}
