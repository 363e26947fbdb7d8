// The cities a staff member runs (issue 7), and for admins the form that adds a city (it then opens on the
// new city's page).
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { parseNewCityForm } from "../../components/admin/cities/parse-forms";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { createCity, listStaffCities } from "../../lib/api/staff-cities";
import { adminOf, staffOf } from "../../lib/caller.server";
import { apiRefusal, refusal } from "./city.server";

export async function citiesLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  return {
    title: t("common.metaTitle", { page: t("common.nav.cities") }),
    cities: (await listStaffCities(staff.api)).items,
    canCreate: staff.isAdmin,
  };
}

export async function citiesAction(args: ActionFunctionArgs) {
  const admin = await adminOf(args);
  const t = adminT(args);
  const formData = await args.request.formData();
  const parsed = parseNewCityForm(formData, admin.lang);
  if (!parsed.ok) return refusal("new-city", formData, 400, parsed.fieldErrors, [t("common.invalid")]);
  try {
    await createCity(admin.api, parsed.value);
  } catch (error) {
    return apiRefusal("new-city", formData, error);
  }
  return redirect(adminPath(admin.lang, "city", { citySlug: parsed.value.slug }, { notice: "created" }), 303);
}
