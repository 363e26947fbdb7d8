import { pageItems } from "../../lib/catalogue/pagination";
import { CLIENT_LINK } from "../../lib/client-links";
import { sitePath } from "../../lib/paths";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";

const item = "inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold";
const linked = `${item} bg-white ring-1 ring-neutral-300 hover:ring-primary-dark`;

/** The blog list's page links (plain links: each page has its own URL, page 1 none); the current page is marked, not linked. */
export function BlogPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  if (pages <= 1) return null;
  const href = (n: number) => sitePath(lang, "blog", undefined, n > 1 ? { page: n } : undefined);
  const arrow = (n: number, rel: "prev" | "next", label: string) =>
    n < 1 || n > pages ? (
      <span className={`${item} text-neutral-600`} aria-hidden="true">
        {label}
      </span>
    ) : (
      <a href={href(n)} {...CLIENT_LINK} rel={rel} className={linked}>
        {label}
      </a>
    );
  return (
    <nav aria-label={t("blog.pagination.label")} className="mt-10 flex flex-col items-center gap-3" data-pagination>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{arrow(page - 1, "prev", `‹ ${t("blog.pagination.previous")}`)}</li>
        {pageItems(page, pages).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${item} bg-primary-dark text-white`}>
                  <span className="sr-only">{t("blog.pagination.page", { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <a href={href(n)} {...CLIENT_LINK} aria-label={t("blog.pagination.page", { page: n })} className={linked}>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        <li>{arrow(page + 1, "next", `${t("blog.pagination.next")} ›`)}</li>
      </ul>
      <p className="text-sm text-neutral-600">{t("blog.pagination.summary", { page, pages })}</p>
    </nav>
  );
}
