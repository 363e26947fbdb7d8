// Seeds the demo accounts and coupons (decisions.md "Demo shop") inside seedIfEmpty's transaction.
import { inArray } from "drizzle-orm";
import { categories, cities, couponCategories, coupons, staffCities, totpFactors, users } from "../../schema";
import type { SeedTx } from "../catalogue/tx";
import { DEMO_ACCOUNT_ROWS, DEMO_TERMS_VERSION, type DemoAccount } from "./accounts";
import { couponEnd, DEMO_COUPONS } from "./coupons";
import { DEMO_ADMIN_TOTP_SECRET, DEMO_MANAGER_TOTP_SECRET } from "./demo-totp";

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./accounts";
export { DEMO_COUPONS, type DemoCoupon } from "./coupons";
export { DEMO_ADMIN_TOTP_SECRET } from "./demo-totp";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedAccounts(tx: SeedTx, seededAt = new Date()): Promise<void> {
  const daysAgo = (days: number) => new Date(seededAt.getTime() - days * DAY_MS);
  const ids = new Map<DemoAccount["key"], number>();
  const idOf = (key: DemoAccount["key"]) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo account ${key} must be seeded before it is referred to`);
    return id;
  };
  // The staff admin first (decides the applications), referrers before those they brought.
  for (const account of DEMO_ACCOUNT_ROWS) {
    const { business, company } = account;
    const [row] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        locale: account.locale,
        role: account.role,
        staffRole: account.role === "staff" ? (account.staffRole ?? "admin") : null,
        emailVerifiedAt: daysAgo(60),
        referralCode: account.referralCode,
        referredBy: account.referredBy ? idOf(account.referredBy) : null,
        termsVersion: DEMO_TERMS_VERSION,
        termsAcceptedAt: daysAgo(60),
        adultConfirmedAt: daysAgo(60),
        businessStatus: business.status,
        businessKind: business.kind,
        companyName: company?.name ?? null,
        companyAddress: company?.address ?? null,
        companySsn: company?.ssn ?? null,
        companyPostalIndex: company?.postalIndex ?? null,
        businessSubmittedAt: company ? daysAgo(business.status === "pending" ? 2 : 45) : null,
        businessDecidedAt: business.status === "approved" ? daysAgo(44) : null,
        businessDecidedBy: business.status === "approved" ? idOf("admin") : null,
        createdAt: daysAgo(60),
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`Could not seed ${account.email}`);
    ids.set(account.key, row.id);
    if (account.staffCities?.length) {
      const managed = await tx
        .select({ id: cities.id })
        .from(cities)
        .where(inArray(cities.slug, [...account.staffCities]));
      await tx.insert(staffCities).values(managed.map((city) => ({ userId: row.id, cityId: city.id })));
    }
  }
  // The demo staff have TOTP on (issue 35: staff must), with the secrets README prints.
  await tx.insert(totpFactors).values(
    [
      { key: "admin" as const, secret: DEMO_ADMIN_TOTP_SECRET },
      { key: "manager" as const, secret: DEMO_MANAGER_TOTP_SECRET },
    ].map(({ key, secret }) => ({ userId: idOf(key), secret, createdAt: daysAgo(60), confirmedAt: daysAgo(60) })),
  );
  const inserted = await tx
    .insert(coupons)
    .values(
      DEMO_COUPONS.map((coupon) => ({
        code: coupon.code,
        userId: coupon.owner ? idOf(coupon.owner) : null,
        discountKind: coupon.discountKind,
        discountValue: coupon.discountValue,
        maxDiscount: coupon.maxDiscount,
        minOrder: coupon.minOrder,
        maxUses: coupon.maxUses,
        maxUsesPerCustomer: coupon.maxUsesPerCustomer,
        usedCount: coupon.usedCount,
        activeUntil: couponEnd(coupon, seededAt),
        createdAt: daysAgo(30),
      })),
    )
    .returning({ id: coupons.id, code: coupons.code });
  await seedCouponCategories(tx, new Map(inserted.map((row) => [row.code, row.id])));
}

/** The per-category percents of the demo coupons (the catalogue is seeded first). */
async function seedCouponCategories(tx: SeedTx, couponIds: Map<string, number>): Promise<void> {
  const wanted = DEMO_COUPONS.flatMap((coupon) => coupon.categoryPercents.map((entry) => ({ code: coupon.code, ...entry })));
  if (wanted.length === 0) return;
  const slugs = [...new Set(wanted.map((entry) => entry.categorySlug))];
  const found = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
  const categoryIds = new Map(found.map((row) => [row.slug, row.id]));
  await tx.insert(couponCategories).values(
    wanted.map((entry) => {
      const couponId = couponIds.get(entry.code);
      const categoryId = categoryIds.get(entry.categorySlug);
      if (couponId === undefined || categoryId === undefined) {
        throw new Error(`demo coupon ${entry.code}: category ${entry.categorySlug} is not seeded`);
      }
      return { couponId, categoryId, percent: entry.percent };
    }),
  );
}
