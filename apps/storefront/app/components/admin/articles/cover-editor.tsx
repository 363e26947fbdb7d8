// A blog article's cover: the uploaded image (or a note that the blog draws one), a multipart form to upload
// or replace it, and a button to remove it. Both work without JavaScript.
import type { StaffArticle } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";

export function CoverEditor({ cover, messages }: { cover: StaffArticle["cover"]; messages: string[] }) {
  const { t } = useTranslation("admin");
  return (
    <section
      aria-labelledby="article-cover-title"
      className="space-y-3 rounded border border-neutral-300 bg-white p-4"
      data-admin-article-cover
    >
      <h2 id="article-cover-title" className="text-xl font-semibold">
        {t("articles.cover.title")}
      </h2>
      <AdminAlert messages={messages} />
      {cover ? (
        <img
          src={cover.url}
          srcSet={`${cover.thumbnailUrl} 160w, ${cover.url} 480w, ${cover.largeUrl} 1200w`}
          sizes="(min-width: 768px) 480px, 100vw"
          alt={t("articles.cover.alt")}
          className="max-h-72 w-full max-w-xl rounded object-cover"
          data-admin-article-cover-image
        />
      ) : (
        <p className="text-neutral-700">{t("articles.cover.none")}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3" data-admin-article-cover-form>
        <input type="hidden" name="intent" value="cover" />
        <div className="min-w-64 flex-1">
          <label htmlFor="article-cover-file" className={labelClasses}>
            {t("articles.cover.file")}
          </label>
          <input
            id="article-cover-file"
            name="file"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby="article-cover-lead"
            className={inputClasses}
          />
          <p id="article-cover-lead" className="mt-1 text-sm text-neutral-600">
            {t("articles.cover.lead")}
          </p>
        </div>
        <button type="submit" className={buttonClasses}>
          {t("articles.cover.upload")}
        </button>
      </Form>
      {cover && (
        <Form method="post" data-admin-article-cover-remove>
          <input type="hidden" name="intent" value="remove-cover" />
          <button type="submit" className={secondaryButtonClasses}>
            {t("articles.cover.remove")}
          </button>
        </Form>
      )}
    </section>
  );
}
