// The audit log for admins (issue 7): every staff change, newest first, filtered by action, entity, actor,
// city and time; 50 a page.
import type { AuditPage, AuditQuery } from "@shop/contracts";
import { type Db, findActiveCity, findAuditEntries } from "@shop/db";

export const AUDIT_PAGE_SIZE = 50;

export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const page = query.page ?? 1;
  const city = query.city ? await findActiveCity(db, query.city) : null;
  if (query.city && !city) return { items: [], page, pageSize: AUDIT_PAGE_SIZE };
  const rows = await findAuditEntries(db, {
    action: query.action,
    entityType: query.entityType,
    entityId: query.entityId,
    actorUserId: query.actor,
    cityId: city?.id,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  return {
    page,
    pageSize: AUDIT_PAGE_SIZE,
    items: rows.map((row) => ({
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
