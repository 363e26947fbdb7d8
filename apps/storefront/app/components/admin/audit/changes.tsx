// One audit entry's difference: "key: old → new" for each changed field; a long list folds after the first few.
import { useTranslation } from "../../../lib/texts";
import { type AuditChange, auditChanges } from "./diff";

const SHOWN = 6;

function ChangeList({ changes }: { changes: AuditChange[] }) {
  return (
    <ul className="space-y-0.5 font-mono text-xs">
      {changes.map((change) => (
        <li key={change.key} className="break-words" data-admin-audit-change={change.key}>
          <span className="font-semibold">{change.key}</span>: <del className="text-red-800 no-underline">{change.before}</del>
          {" → "}
          <ins className="text-green-800 no-underline">{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation("admin");
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-neutral-600">{t("audit.noChanges")}</span>;
  const rest = changes.slice(SHOWN);
  return (
    <div className="min-w-64 max-w-md">
      <ChangeList changes={changes.slice(0, SHOWN)} />
      {rest.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs font-semibold underline underline-offset-4">
            {t("audit.more.changes", { count: rest.length })}
          </summary>
          <ChangeList changes={rest} />
        </details>
      )}
    </div>
  );
}
