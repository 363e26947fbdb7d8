import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";

export interface Crumb {
  label: string;
  href?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t("nav.breadcrumbs")} className="text-sm text-neutral-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.href && index < crumbs.length - 1 ? (
              <a {...CLIENT_LINK} href={crumb.href} className="underline-offset-4 hover:underline">
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
