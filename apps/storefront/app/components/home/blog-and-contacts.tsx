import type { ArticleCardData } from "../../lib/blog/cards";
import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useRootData, useShopPaths } from "../../lib/use-shop";
import { buttonClasses } from "../ui/button";

const card = "flex h-full flex-col gap-3 rounded-2xl p-6";
const pill = "inline-flex items-center rounded-full bg-white/10 px-3 py-1.5 text-sm font-semibold hover:bg-white/20";

/** The blog teaser (the latest articles) and the brand's contacts, side by side. */
export function BlogAndContacts({ articles }: { articles: ArticleCardData[] }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const brand = useRootData()?.brand;
  return (
    <div className="mt-12 grid gap-4 md:grid-cols-2">
      <section aria-labelledby="home-blog" className={`${card} bg-white ring-1 ring-black/5`} data-home-section="blog">
        <h2 id="home-blog" className="text-2xl font-bold tracking-tight">
          {t("home.sections.blog")}
        </h2>
        <p className="text-neutral-700">{t("catalogue.home.blogText")}</p>
        {articles.length > 0 ? (
          <ul className="flex flex-col divide-y divide-neutral-200" data-home-articles>
            {articles.map((article) => (
              <li key={article.slug} className="py-3 first:pt-0" data-home-article={article.slug}>
                <h3 className="font-semibold leading-snug">
                  <a
                    href={paths.site("article", { articleId: article.slug })}
                    {...CLIENT_LINK}
                    className="underline-offset-4 hover:underline"
                  >
                    {article.title}
                  </a>
                </h3>
                <p className="mt-0.5 text-sm text-neutral-600">
                  <time dateTime={article.publishedAt}>{article.date}</time>
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-neutral-700">{article.excerpt}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-neutral-600">{t("blog.home.empty")}</p>
        )}
        <a
          href={paths.site("blog")}
          {...CLIENT_LINK}
          className={buttonClasses({ variant: "outline", size: "small", className: "mt-auto self-start" })}
        >
          {t("catalogue.home.blogLink")}
        </a>
      </section>
      {brand && (
        <section aria-labelledby="home-contacts" className={`${card} bg-primary-dark text-white`} data-home-section="contacts">
          <h2 id="home-contacts" className="text-2xl font-bold tracking-tight">
            {t("home.sections.contacts")}
          </h2>
          <p className="text-neutral-200">{t("catalogue.home.contactsText")}</p>
          <p className="flex flex-wrap gap-x-6 gap-y-1 text-lg font-semibold">
            <a href={`tel:${brand.contacts.phone.replace(/\s/g, "")}`} className="underline-offset-4 hover:underline">
              {brand.contacts.phone}
            </a>
            <a href={`mailto:${brand.contacts.email}`} className="underline-offset-4 hover:underline">
              {brand.contacts.email}
            </a>
          </p>
          <ul className="mt-auto flex flex-wrap gap-2" aria-label={`${t("footer.social")}, ${t("footer.messengers")}`}>
            {[...brand.social, ...brand.messengers].map((link) => (
              <li key={link.url}>
                <a href={link.url} className={pill} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <a
            href={paths.city("contacts")}
            {...CLIENT_LINK}
            className="self-start font-semibold text-accent underline underline-offset-4"
            data-home-contacts-link
          >
            {t("content.contacts.allContacts")}
          </a>
        </section>
      )}
    </div>
  );
}
