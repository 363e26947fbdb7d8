import { useTranslation } from "../../lib/texts";

/** An article's publish date (shop time, already written out) and reading time. */
export function ArticleMeta({ iso, date, minutes, className = "" }: { iso: string; date: string; minutes: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-neutral-600 ${className}`}>
      <time dateTime={iso} data-article-date>
        {date}
      </time>
      <span aria-hidden="true">·</span>
      <span data-reading-time>{t("blog.meta.readingTime", { count: minutes })}</span>
    </p>
  );
}
