// The audit log (issue 7): every staff change, written in the transaction that makes it, read by admins.
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { auditLog, cities, users } from "../../schema";

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId: string;
  cityId?: number | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    cityId: entry.cityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorUserId?: number | undefined;
  /** The actor's e-mail, any case (e-mails are stored lower-cased). */
  actorEmail?: string | undefined;
  cityId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

export async function findAuditEntries(db: DbOrTx, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorUserId !== undefined) conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.actorEmail) conditions.push(eq(users.email, filter.actorEmail.trim().toLowerCase()));
  if (filter.cityId !== undefined) conditions.push(eq(auditLog.cityId, filter.cityId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      cityId: auditLog.cityId,
      citySlug: cities.slug,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actor: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(cities, eq(cities.id, auditLog.cityId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
