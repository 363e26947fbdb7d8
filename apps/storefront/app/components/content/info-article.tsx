import type { Locale } from "@shop/domain";
import { CLIENT_LINK } from "../../lib/client-links";
import type { ParsedBody } from "../../lib/content/body";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import type { Crumb } from "../layout/breadcrumbs";
import { PageFrame } from "../layout/page-frame";
import { BodyBlocks } from "./body-blocks";

export interface InfoPageData {
  page: { heading: string; crumbs: Crumb[] };
  /** The text's language: differs from the page's when it fell back to English. */
  textLang: Locale;
  body: ParsedBody;
  updated: { iso: string; text: string };
  contactsHref: string;
}

/** An info page: its date, a table of contents beside (or above) the text, and a way to reach the shop. */
export function InfoArticle({ data, slug }: { data: InfoPageData; slug: string }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const { page, body, updated, textLang, contactsHref } = data;
  const fellBack = textLang !== lang;
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <p className="mt-2 text-sm text-neutral-600" data-info-updated>
        <time dateTime={updated.iso}>{updated.text}</time>
      </p>
      {fellBack && (
        <p className="mt-4 rounded-xl bg-canvas-dark px-4 py-3 text-sm" role="note" data-info-fallback>
          {t("content.info.englishOnly")}
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {body.toc.length > 1 && (
          <nav
            aria-labelledby="info-toc"
            className="self-start rounded-2xl bg-white p-5 ring-1 ring-black/5 lg:sticky lg:top-24"
            data-info-toc
          >
            <h2 id="info-toc" className="text-sm font-bold uppercase tracking-wide text-neutral-600">
              {t("content.info.toc")}
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {body.toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className="underline-offset-4 hover:underline">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <article
          lang={textLang}
          className={`max-w-3xl leading-relaxed text-neutral-800 ${body.toc.length > 1 ? "" : "lg:col-span-2"}`}
          data-info-page={slug}
        >
          <BodyBlocks blocks={body.blocks} />
          <p className="mt-10 border-t border-black/10 pt-6 text-sm text-neutral-700">
            {t("content.info.questions")}{" "}
            <a href={contactsHref} {...CLIENT_LINK} className="font-semibold underline underline-offset-4" data-info-contacts>
              {t("content.info.contactsLink")}
            </a>
          </p>
        </article>
      </div>
    </PageFrame>
  );
}
