import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { type RootData, useShopPaths } from "../../lib/use-shop";
import { Kept } from "../ui/kept";

const heading = "text-sm font-bold uppercase tracking-wide text-accent";
const link = "underline-offset-4 hover:underline";

export function Footer({ root }: { root: RootData | undefined }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  // Absent when the root loader failed (an error page): the brand's contacts and name are left out then.
  const brand = root?.brand;
  const info = root?.city
    ? [
        { href: paths.city("sale"), label: t("nav.sale") },
        { href: paths.city("brands"), label: t("catalogue.brands.title") },
        { href: paths.city("contacts"), label: t("content.contacts.title") },
        { href: paths.city("privacyPolicy"), label: t("pages.privacyPolicy.title") },
        { href: paths.city("terms"), label: t("pages.terms.title") },
        { href: paths.city("orderTracking"), label: t("pages.orderTracking.title") },
        { href: paths.site("blog"), label: t("pages.blog.title") },
      ]
    : [{ href: paths.site("blog"), label: t("pages.blog.title") }];
  const year = new Date().getFullYear();
  // Its server HTML is kept (lib/fragment-memo.server.ts) under what it reads besides the language and city (its
  // links and texts follow from those).
  return (
    <Kept deps={import.meta.env.SSR && [brand, year]}>
      <footer data-kept="footer" className="bg-primary-dark text-neutral-200">
        <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-2 sm:px-8 lg:grid-cols-4">
          {brand && (
            <>
              <section aria-labelledby="footer-contacts">
                <h2 id="footer-contacts" className={heading}>
                  {t("footer.contacts")}
                </h2>
                <dl className="mt-3 space-y-2 text-sm">
                  <div>
                    <dt className="text-neutral-400">{t("footer.phone")}</dt>
                    <dd>
                      <a className={link} href={`tel:${brand.contacts.phone.replace(/\s/g, "")}`}>
                        {brand.contacts.phone}
                      </a>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-neutral-400">{t("footer.email")}</dt>
                    <dd>
                      <a className={link} href={`mailto:${brand.contacts.email}`}>
                        {brand.contacts.email}
                      </a>
                    </dd>
                  </div>
                </dl>
              </section>
              <FooterLinks id="footer-social" title={t("footer.social")} links={brand.social} />
              <FooterLinks id="footer-messengers" title={t("footer.messengers")} links={brand.messengers} />
            </>
          )}
          <nav aria-labelledby="footer-info">
            <h2 id="footer-info" className={heading}>
              {t("footer.info")}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {info.map((item) => (
                <li key={item.href}>
                  <a {...CLIENT_LINK} className={link} href={item.href}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="border-t border-white/15 px-4 py-5 text-center text-sm sm:px-8">
          <p className="font-semibold">{t("footer.adultsOnly")}</p>
          <p className="mt-1 text-neutral-400">{t("footer.rights", { year, name: brand?.name ?? "" })}</p>
        </div>
      </footer>
    </Kept>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: { name: string; url: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((item) => (
          <li key={item.url}>
            <a className={link} href={item.url} rel="noopener noreferrer" target="_blank">
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
