// The audit log in the back office (issue 7, admins only): staff changes, newest first, 50 a page, filtered by
// action, entity, the staff member's e-mail, city and days (shop time). The API checks the filters.
import type { AuditPage } from "@shop/contracts";
import { AUDIT_FILTERS, type AuditFilterName, readAuditFilters } from "../../components/admin/audit/query";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { getAuditPage } from "../../lib/api/staff-audit";
import { adminOf, type CallerArgs } from "../../lib/caller.server";

const EMPTY: AuditPage = { items: [], page: 1, pageSize: 50, hasMore: false };

export async function auditLoader(args: CallerArgs) {
  const { api } = await adminOf(args);
  const t = adminT(args);
  const filters = readAuditFilters(args.url.searchParams);
  const title = t("common.metaTitle", { page: t("common.nav.audit") });
  const or = (value: string) => value || undefined;
  try {
    const log = await getAuditPage(api, {
      action: or(filters.action),
      entityType: or(filters.entityType),
      entityId: or(filters.entityId),
      actorEmail: or(filters.actor),
      city: or(filters.city),
      from: or(filters.from),
      to: or(filters.to),
      page: filters.page > 1 ? filters.page : undefined,
    });
    return { title, filters, log, messages: [] as string[], invalid: [] as AuditFilterName[] };
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    // A malformed filter: the API's message in the user's language, and which filters to correct.
    const issues = (error.body as { issues?: Array<{ path?: unknown }> } | null)?.issues ?? [];
    const invalid = AUDIT_FILTERS.filter((name) => issues.some((issue) => issue.path === (name === "actor" ? "actorEmail" : name)));
    const labels = invalid.map((name) => t(`audit.filters.${name}`));
    const messages = labels.length ? [error.message, t("audit.filters.invalid", { fields: labels.join(", ") })] : [error.message];
    return { title, filters, log: EMPTY, messages, invalid };
  }
}
