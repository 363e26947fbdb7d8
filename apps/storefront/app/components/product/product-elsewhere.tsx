import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useMedia } from "../catalogue/use-catalogue";
import type { Crumb } from "../layout/breadcrumbs";
import { PageFrame } from "../layout/page-frame";
import { buttonClasses } from "../ui/button";

/** What the product page shows of a product only other cities offer (routes/city/products/product.server.ts). */
export interface ElsewherePageData {
  kind: "elsewhere";
  crumbs: Crumb[];
  title: string;
  product: { slug: string; name: string; image: string };
  cityName: string;
  cityHome: string;
  cities: { slug: string; name: string; href: string }[];
}

/** A product this city does not offer: the cities that do, each a link to the product there. */
export function ProductElsewhere({ data }: { data: ElsewherePageData }) {
  const { t } = useTranslation();
  const media = useMedia();
  const { product, cities, cityName, cityHome } = data;
  return (
    <PageFrame heading={data.title} crumbs={data.crumbs}>
      <div className="mt-6 flex flex-col gap-6 rounded-2xl bg-white p-6 ring-1 ring-black/5 sm:flex-row" data-elsewhere>
        <img
          src={media(product.image)}
          alt=""
          width={200}
          height={200}
          className="size-40 shrink-0 self-center rounded-xl bg-canvas object-contain p-3"
        />
        <div className="flex flex-col gap-3">
          {cities.length > 0 ? (
            <>
              <p className="text-lg">{t("catalogue.product.elsewhereText")}</p>
              <ul className="flex flex-wrap gap-2" data-elsewhere-cities>
                {cities.map((city) => (
                  <li key={city.slug}>
                    <a
                      {...CLIENT_LINK}
                      href={city.href}
                      data-city={city.slug}
                      aria-label={t("catalogue.product.elsewhereLink", { name: product.name, city: city.name })}
                      className={buttonClasses({ variant: "fill-black", size: "small" })}
                    >
                      {city.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-lg">{t("catalogue.product.elsewhereNone")}</p>
          )}
          <a href={cityHome} {...CLIENT_LINK} className="text-sm font-semibold underline underline-offset-4">
            {t("catalogue.product.elsewhereBrowse", { city: cityName })}
          </a>
        </div>
      </div>
    </PageFrame>
  );
}
