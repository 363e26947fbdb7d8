import { Link } from "react-router";
import { answerFor } from "../../components/admin/cities/answer";
import { CityForm } from "../../components/admin/cities/city-form";
import { FeesForm } from "../../components/admin/cities/fees-form";
import { StoreForm } from "../../components/admin/cities/store-form";
import { AdminAlert, AdminNotice, AdminPage } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/city";
import { cityAction, cityLoader } from "./city.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => cityLoader(args);

export const action = (args: Route.ActionArgs) => cityAction(args);

/** One city: its names and status (admins), its delivery fees, and its stores with their hours and pickup capacity. */
export default function CityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { city, isAdmin, notice, savedStore } = loaderData;
  return (
    <AdminPage
      title={city.names[paths.lang]}
      actions={
        <Link to={paths.admin("cities")} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          {t("cities.back")}
        </Link>
      }
    >
      <p className="text-neutral-700" data-admin-city={city.slug} data-active={city.active}>
        <code>{city.slug}</code> · {city.active ? t("cities.status.active") : t("cities.status.inactive")}
      </p>
      {notice && <AdminNotice>{t(`cities.notice.${notice}`)}</AdminNotice>}
      {actionData?.form === "" && <AdminAlert messages={actionData.messages} />}

      <section aria-labelledby="city-title" className="space-y-3">
        <h2 id="city-title" className="text-xl font-bold">
          {t("cities.city.title")}
        </h2>
        <CityForm city={city} answer={answerFor(actionData, "city")} editable={isAdmin} />
      </section>

      <section aria-labelledby="fees-title" className="space-y-3">
        <h2 id="fees-title" className="text-xl font-bold">
          {t("cities.fees.title")}
        </h2>
        <p className="text-neutral-700">{t("cities.fees.lead")}</p>
        <FeesForm fees={city.deliveryFees} answer={answerFor(actionData, "fees")} />
      </section>

      <section aria-labelledby="stores-title" className="space-y-3">
        <h2 id="stores-title" className="text-xl font-bold">
          {t("cities.stores.title")}
        </h2>
        {city.stores.length === 0 && <p className="text-neutral-700">{t("cities.stores.empty")}</p>}
        <div className="space-y-3" data-admin-stores>
          {city.stores.map((store) => (
            <StoreForm key={store.id} store={store} answer={answerFor(actionData, `store-${store.id}`)} open={store.id === savedStore} />
          ))}
          <StoreForm store={null} answer={answerFor(actionData, "new-store")} open={city.stores.length === 0} />
        </div>
      </section>
    </AdminPage>
  );
}
