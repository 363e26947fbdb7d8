// Making a customer staff: their account's e-mail, a role and cities (a step-up action: the page then asks for a
// code). A plain form: it works without JavaScript.
import type { StaffTeam } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, inputClasses, labelClasses } from "../page";
import { RoleFields } from "./role-fields";

export function AddMemberForm({ allCities, messages }: { allCities: StaffTeam["cities"]; messages: string[] }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="team-add-title" className="space-y-3 rounded border border-neutral-300 bg-white p-4">
      <h2 id="team-add-title" className="text-xl font-bold">
        {t("team.add.title")}
      </h2>
      <p className="text-neutral-700">{t("team.add.lead")}</p>
      <AdminAlert messages={messages} />
      <Form method="post" className="space-y-3" data-admin-team-add>
        <div className="max-w-md">
          <label htmlFor="team-add-email" className={labelClasses}>
            {t("team.add.email")}
          </label>
          <input
            id="team-add-email"
            name="email"
            type="email"
            autoComplete="off"
            maxLength={254}
            required
            className={inputClasses}
            aria-invalid={messages.length ? true : undefined}
          />
        </div>
        <RoleFields idPrefix="team-add" staffRole="city-manager" cities={[]} allCities={allCities} />
        <button type="submit" name="intent" value="add" className={buttonClasses}>
          {t("team.add.submit")}
        </button>
      </Form>
    </section>
  );
}
