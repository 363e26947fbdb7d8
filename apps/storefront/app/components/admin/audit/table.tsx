// The audit log's rows: when (shop time), who, what (a readable action), on which entity (linked where the
// back office has its page), in which city, and what changed.

import type { AuditEntryView } from "@shop/contracts";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { useRootData } from "../../../lib/use-shop";
import { AdminTable } from "../page";
import { AuditChanges } from "./changes";
import { actionLabel, entityHref, entityLabel } from "./labels";

function Entity({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const href = entityHref(lang, entry.entityType, entry.entityId);
  return (
    <>
      <span className="block text-xs text-neutral-600">{entityLabel(t, entry.entityType)}</span>
      {href ? (
        <Link to={href} className="font-mono font-semibold underline underline-offset-4" data-admin-audit-entity-link>
          {entry.entityId}
        </Link>
      ) : (
        <span className="font-mono">{entry.entityId}</span>
      )}
    </>
  );
}

export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const cityNames = new Map((useRootData()?.cities ?? []).map((city) => [city.slug, city.name]));
  return (
    <AdminTable label={t("common.nav.audit")}>
      <thead>
        <tr>
          <th scope="col">{t("audit.columns.when")}</th>
          <th scope="col">{t("audit.columns.who")}</th>
          <th scope="col">{t("audit.columns.action")}</th>
          <th scope="col">{t("audit.columns.entity")}</th>
          <th scope="col">{t("audit.columns.city")}</th>
          <th scope="col">{t("audit.columns.changes")}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="align-top" data-admin-audit-row={entry.id} data-action={entry.action}>
            <td className="whitespace-nowrap">
              <time dateTime={entry.at}>{formatShopDate(entry.at, lang, true)}</time>
            </td>
            <td>
              {entry.actor ? (
                <>
                  <span className="block font-semibold">{entry.actor.name.trim() || entry.actor.email}</span>
                  {entry.actor.email && <span className="block text-xs text-neutral-600">{entry.actor.email}</span>}
                </>
              ) : (
                <span className="text-neutral-600">{t("audit.unknownActor")}</span>
              )}
            </td>
            <td>
              <span className="block font-semibold">{actionLabel(t, entry.action)}</span>
              <code className="block text-xs text-neutral-600">{entry.action}</code>
            </td>
            <td>
              <Entity entry={entry} />
            </td>
            <td>{entry.city ? (cityNames.get(entry.city) ?? entry.city) : "—"}</td>
            <td>
              <AuditChanges before={entry.before} after={entry.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
