// Business applications (issue 5): the customer submits company details (pending); staff approve with a
// kind (wholesale or franchise) or reject with a reason; a rejected customer may correct and resubmit.
// Both changes are single conditional UPDATEs, so a submission and a decision never overwrite each other.
import type { TaxIdCheckProof } from "@shop/domain";
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { users } from "../../schema";
import type { UserRow } from "./sessions";

type Queryable = Pick<Db, "select" | "update">;

export interface BusinessFields {
  companyName: string;
  companyAddress: string;
  companySsn: string;
  companyPostalIndex: string;
  /** What the White List said of the NIP as it was sent (issue 34), for staff; null: not looked up. */
  companyNipCheck: TaxIdCheckProof | null;
}

export type BusinessDecisionInput = { decision: "approve"; kind: "wholesale" | "franchise" } | { decision: "reject"; reason: string };

export type BusinessApplicationsFilter = "pending" | "approved" | "rejected" | "all";

/** Submits (or, while pending or rejected, corrects) the application: pending again. Null when approved or not a live user. */
export async function saveBusinessApplication(db: Queryable, userId: number, fields: BusinessFields): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      ...fields,
      businessStatus: "pending",
      businessKind: null,
      businessRejectionReason: null,
      businessSubmittedAt: sql`now()`,
      businessDecidedAt: null,
      businessDecidedBy: null,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), ne(users.businessStatus, "approved")))
    .returning();
  return row ?? null;
}

/** A live user by id (for staff: whose application it is). */
export async function findBusinessApplicant(db: Queryable, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Applications of live users in a status ("all": every one ever submitted), oldest submission first. */
export async function listBusinessApplicants(db: Queryable, filter: BusinessApplicationsFilter): Promise<UserRow[]> {
  const status = filter === "all" ? ne(users.businessStatus, "none") : eq(users.businessStatus, filter);
  return db
    .select()
    .from(users)
    .where(and(status, isNull(users.deletedAt)))
    .orderBy(filter === "pending" ? asc(users.businessSubmittedAt) : desc(users.businessSubmittedAt), asc(users.id));
}

/** Decides a pending application; null when the user has no pending application (or is gone). */
export async function recordBusinessDecision(
  db: Queryable,
  input: { userId: number; staffId: number; decision: BusinessDecisionInput },
): Promise<UserRow | null> {
  const { decision } = input;
  const outcome =
    decision.decision === "approve"
      ? { businessStatus: "approved" as const, businessKind: decision.kind, businessRejectionReason: null }
      : { businessStatus: "rejected" as const, businessKind: null, businessRejectionReason: decision.reason };
  const [row] = await db
    .update(users)
    .set({ ...outcome, businessDecidedAt: sql`now()`, businessDecidedBy: input.staffId })
    .where(and(eq(users.id, input.userId), isNull(users.deletedAt), eq(users.businessStatus, "pending")))
    .returning();
  return row ?? null;
}
