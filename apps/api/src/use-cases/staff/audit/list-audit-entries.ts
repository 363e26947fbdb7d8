// The audit log for admins (issue 7): every staff change, newest first, filtered by action, entity, actor (id
// or e-mail), city and time (an instant, or a date in shop time); 50 a page.
import type { AuditPage, AuditQuery } from "@shop/contracts";
import { type Db, findActiveCity, findAuditEntries } from "@shop/db";
import { parseShopDate, shopDayStartOf } from "@shop/domain";

const AUDIT_PAGE_SIZE = 50;

/** An ISO instant as is; a date: its start in shop time (`end`: the start of the next day, so the date is included). */
function boundOf(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  const date = parseShopDate(value);
  if (!date) return new Date(value);
  return shopDayStartOf(end ? { ...date, day: date.day + 1 } : date);
}

export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const page = query.page ?? 1;
  const city = query.city ? await findActiveCity(db, query.city) : null;
  if (query.city && !city) return { items: [], page, pageSize: AUDIT_PAGE_SIZE, hasMore: false };
  const rows = await findAuditEntries(db, {
    action: query.action,
    entityType: query.entityType,
    entityId: query.entityId,
    actorUserId: query.actor,
    actorEmail: query.actorEmail || undefined,
    cityId: city?.id,
    from: boundOf(query.from, false),
    to: boundOf(query.to, true),
    limit: AUDIT_PAGE_SIZE + 1,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  return {
    page,
    pageSize: AUDIT_PAGE_SIZE,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    items: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actor ? { id: row.actor.id, email: row.actor.email, name: `${row.actor.firstName} ${row.actor.lastName}` } : null,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      city: row.citySlug,
      before: row.before,
      after: row.after,
    })),
  };
}
