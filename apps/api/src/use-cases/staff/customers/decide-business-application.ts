// Staff decide a pending business application: approve with a kind (the catalogue then prices for it) or
// reject with a reason (the customer may correct and resubmit). The customer's e-mail, in their language,
// is queued in the same transaction; the mail worker is woken after the commit.
import type { BusinessApplicationView, BusinessDecision } from "@shop/contracts";
import { type Db, findBusinessApplicant, recordBusinessDecision, type UserRow, writeAudit } from "@shop/db";
import { type BrandId, isLocale } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import { AppError } from "../../../core/app-error";
import { toBusinessApplicationView } from "./list-business-applications";

export interface DecideDeps {
  db: Db;
  brand: BrandId;
  mailQueued?: (() => void) | undefined;
}

export async function decideBusinessApplication(
  deps: DecideDeps,
  staff: UserRow,
  userId: number,
  decision: BusinessDecision,
): Promise<BusinessApplicationView> {
  if (userId === staff.id) throw new AppError("FORBIDDEN");
  const decided = await deps.db.transaction(async (tx) => {
    const user = await recordBusinessDecision(tx, { userId, staffId: staff.id, decision });
    if (user)
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: "business.decision",
        entityType: "user",
        entityId: String(userId),
        before: { businessStatus: "pending" },
        after:
          decision.decision === "approve"
            ? { businessStatus: "approved", businessKind: decision.kind }
            : { businessStatus: "rejected", reason: decision.reason },
      });
    if (user?.email) {
      await queueEmail(tx, {
        to: user.email,
        locale: isLocale(user.locale) ? user.locale : "en",
        brand: deps.brand,
        message:
          decision.decision === "approve"
            ? { kind: "business-approved", firstName: user.firstName, businessKind: decision.kind }
            : { kind: "business-rejected", firstName: user.firstName, reason: decision.reason },
      });
    }
    return user;
  });
  if (!decided) throw new AppError((await findBusinessApplicant(deps.db, userId)) ? "CONFLICT" : "NOT_FOUND");
  deps.mailQueued?.();
  return toBusinessApplicationView(decided);
}
