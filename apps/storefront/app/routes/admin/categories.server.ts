// The categories page (issue 7, admins): the tree with the four names side by side, the create and edit form
// (?edit=<id>), deleting an unused category.
import { CategoryFormFields } from "../../components/admin/taxonomy/form-data";
import { crudAction, crudListLoader } from "../../lib/admin/crud.server";
import { deleteStaffCategory, getStaffCategories, saveStaffCategory } from "../../lib/api/staff-taxonomy";

/** The list, the one edited and the last change's notice. */
export const categoriesLoader = crudListLoader({
  nav: "categories",
  list: getStaffCategories,
  notice: (t, notice) => t(`taxonomy.categories.${notice}`),
});

/** Saving and deleting a category: its form's schema and the API's calls (lib/admin/crud.server.ts does the rest). */
export const categoriesAction = crudAction({
  schema: CategoryFormFields,
  save: saveStaffCategory,
  remove: deleteStaffCategory,
});
