import { answerFor } from "../../components/admin/cities/answer";
import { CityTable } from "../../components/admin/cities/city-table";
import { NewCityForm } from "../../components/admin/cities/new-city-form";
import { AdminPage } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/cities";
import { citiesAction, citiesLoader } from "./cities.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => citiesLoader(args);

export const action = (args: Route.ActionArgs) => citiesAction(args);

/** The cities the staff member runs (all for an admin), each leading to its stores and fees; admins add cities. */
export default function CitiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { cities, canCreate } = loaderData;
  return (
    <AdminPage title={t("common.nav.cities")}>
      <p className="text-neutral-700">{t("cities.lead")}</p>
      {cities.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-6" data-admin-cities-empty>
          {t("cities.empty")}
        </p>
      ) : (
        <CityTable cities={cities} />
      )}
      {canCreate && <NewCityForm answer={answerFor(actionData, "new-city")} />}
    </AdminPage>
  );
}
