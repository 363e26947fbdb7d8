import { Link } from "react-router";
import { BusinessStatus } from "../../../components/account/business-status";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { OrdersList } from "../../../components/account/orders-list";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import type { Route } from "./+types/main";
import { loadCabinetMain } from "./main.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadCabinetMain(args);

/** The main panel: a greeting, the business account's state and the last orders. */
export default function CabinetMainPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const { page, user, orders } = loaderData;
  return (
    <CabinetFrame page={page}>
      <p className="text-2xl font-bold" data-greeting>
        {t("account.cabinet.greeting", { name: user.firstName })}
      </p>
      <section aria-labelledby="business-title" className="mt-8">
        <h2 id="business-title" className="mb-3 text-xl font-bold">
          {t("account.cabinet.businessTitle")}
        </h2>
        <BusinessStatus business={user.business} />
        <Link to={paths.city("cabinetBusiness")} className="mt-2 inline-block font-semibold underline underline-offset-4">
          {t("account.cabinet.businessLink")}
        </Link>
      </section>
      <section aria-labelledby="orders-title" className="mt-8">
        <h2 id="orders-title" className="mb-3 text-xl font-bold">
          {t("account.cabinet.lastOrders")}
        </h2>
        <OrdersList orders={orders} />
        {orders.length > 0 && (
          <Link to={paths.city("cabinetOrders")} className="mt-2 inline-block font-semibold underline underline-offset-4">
            {t("account.cabinet.allOrders")}
          </Link>
        )}
      </section>
    </CabinetFrame>
  );
}
