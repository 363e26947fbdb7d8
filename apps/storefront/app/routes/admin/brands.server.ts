// The brands page (issue 7, admins): the list, the create and edit form (?edit=<id>), deleting an unused brand.
import { BrandFormFields } from "../../components/admin/taxonomy/form-data";
import { crudAction, crudListLoader } from "../../lib/admin/crud.server";
import { deleteStaffBrand, getStaffBrands, saveStaffBrand } from "../../lib/api/staff-taxonomy";

/** The list, the one edited and the last change's notice. */
export const brandsLoader = crudListLoader({
  nav: "brands",
  list: getStaffBrands,
  notice: (t, notice) => t(`taxonomy.brands.${notice}`),
});

/** Saving and deleting a brand: its form's schema and the API's calls (lib/admin/crud.server.ts does the rest). */
export const brandsAction = crudAction({
  schema: BrandFormFields,
  save: saveStaffBrand,
  remove: deleteStaffBrand,
});
