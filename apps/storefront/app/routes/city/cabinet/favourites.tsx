import type { FavouriteItem } from "@shop/contracts";
import { useEffect } from "react";
import { Form, useActionData, useSubmit } from "react-router";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { Availability } from "../../../components/catalogue/availability";
import { PriceTag } from "../../../components/catalogue/price-tag";
import { readLocalFavourites, writeLocalFavourites } from "../../../lib/favourites-local";
import { cityPath } from "../../../lib/paths";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import type { Route } from "./+types/favourites";
import { favouritesAction, loadFavouritesPage } from "./favourites.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadFavouritesPage(args);
export const action = (args: Route.ActionArgs) => favouritesAction(args);

const button = "rounded-lg border border-neutral-400 px-3 py-2 text-sm font-semibold hover:bg-neutral-100";

function Favourite({ item, cityName }: { item: FavouriteItem; cityName: string }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const vars = { name: item.name, city: cityName };
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-black/5" data-favourite={item.slug}>
      {item.card ? (
        <div className="flex flex-col gap-1.5">
          <a href={paths.city("product", { productSlug: item.slug })} className="font-semibold underline-offset-4 hover:underline">
            {item.name}
          </a>
          <PriceTag price={item.card.price} />
          <Availability inStock={item.card.availability.inStock} count={item.card.availability.count} className="text-sm" />
        </div>
      ) : (
        <div className="flex flex-col gap-1.5" data-not-sold>
          <p className="font-semibold">{item.name}</p>
          <p className="text-sm text-neutral-700">{t("favourites.page.notSold", { city: cityName })}</p>
          {item.cities.length === 0 ? (
            <p className="text-sm">{t("favourites.page.soldNowhere")}</p>
          ) : (
            <p className="text-sm">
              {t("favourites.page.soldIn")}{" "}
              {item.cities.map((city, index) => (
                <span key={city.slug}>
                  {index > 0 && ", "}
                  <a href={cityPath(paths.lang, city.slug, "product", { productSlug: item.slug })} className="underline underline-offset-4">
                    {city.name}
                  </a>
                </span>
              ))}
            </p>
          )}
        </div>
      )}
      {item.alerts && (
        <p className="text-sm text-neutral-700" data-alerts-on>
          {t("favourites.page.alertsActive", { city: item.alerts.city.name })}
        </p>
      )}
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="productId" value={item.productId} />
        <button type="submit" name="intent" value={item.alerts ? "alerts-off" : "alerts-on"} className={button}>
          {t(item.alerts ? "favourites.page.alertsOff" : "favourites.page.alertsOn", vars)}
        </button>
        <button type="submit" name="intent" value="remove" className={button} data-remove-favourite>
          {t("favourites.page.remove", vars)}
        </button>
      </Form>
    </li>
  );
}

/** The browser's favourites (kept while signed out) join the account's once the customer is here. */
function useMergeLocal() {
  const submit = useSubmit();
  useEffect(() => {
    const ids = readLocalFavourites();
    if (ids.length === 0) return;
    writeLocalFavourites([]);
    void submit({ intent: "merge", productIds: JSON.stringify(ids) }, { method: "post" });
  }, [submit]);
}

/** The customer's favourites as this city sells them: removable, with their e-mail alerts switch. */
export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, items, cityName } = loaderData;
  const done = useActionData<typeof action>()?.done;
  useMergeLocal();
  return (
    <CabinetFrame page={page}>
      <p role="status" className="mb-4 empty:hidden" data-favourites-status>
        {done && done !== "merged" ? t(`favourites.page.${done}`) : ""}
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-6" data-favourites-empty>
          {t("favourites.page.empty")}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-favourites>
          {items.map((item) => (
            <Favourite key={item.productId} item={item} cityName={cityName} />
          ))}
        </ul>
      )}
    </CabinetFrame>
  );
}
