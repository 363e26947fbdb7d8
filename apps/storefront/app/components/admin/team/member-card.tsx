// One staff member on the team page: who, role, cities, two-step sign-in; a form changing the role and cities and one
// taking the role away (both step-up actions: the page then asks for a code). An admin's own card has no forms.
// Plain forms: they work without JavaScript.
import type { StaffTeam, StaffTeamMember } from "@shop/contracts";
import { Form, Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, secondaryButtonClasses } from "../page";
import { RoleFields } from "./role-fields";

export function MemberCard({
  member,
  isSelf,
  allCities,
  messages,
}: {
  member: StaffTeamMember;
  isSelf: boolean;
  allCities: StaffTeam["cities"];
  /** The refusal of this member's last change, in the staff member's language. */
  messages: string[];
}) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const headingId = `member-${member.id}`;
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded border border-neutral-300 bg-white p-4" data-admin-team-member={member.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {name}
          {isSelf && <span className="ml-2 rounded bg-neutral-200 px-2 py-0.5 text-sm font-medium">{t("team.you")}</span>}
        </h3>
        <span className="font-medium" data-admin-team-role={member.staffRole}>
          {t(`common.role.${member.staffRole}`)}
        </span>
      </div>
      <p className="break-words text-neutral-800">
        <Link to={paths.admin("customer", { userId: String(member.id) })} className="underline underline-offset-4">
          {member.email}
        </Link>
      </p>
      <ul className="space-y-1 text-sm text-neutral-700">
        <li>
          {member.staffRole === "admin"
            ? t("team.allCities")
            : t("common.managesCities", { cities: member.cities.map((city) => city.name).join(", ") })}
        </li>
        <li data-admin-team-second-factor={member.secondFactor ? "on" : "off"}>
          {member.secondFactor ? t("team.secondFactor.on") : t("team.secondFactor.off")}
        </li>
        <li>{t("team.since", { date: formatShopDate(member.createdAt, paths.lang) })}</li>
      </ul>
      <AdminAlert messages={messages} />
      {isSelf ? (
        <p className="text-sm text-neutral-700">{t("team.ownRole")}</p>
      ) : (
        <div className="space-y-4">
          <Form method="post" className="space-y-3" data-admin-team-change={member.id}>
            <input type="hidden" name="userId" value={member.id} />
            <RoleFields
              idPrefix={`member-${member.id}`}
              staffRole={member.staffRole}
              cities={member.cities.map((city) => city.slug)}
              allCities={allCities}
            />
            <button type="submit" name="intent" value="change" className={buttonClasses}>
              {t("team.save")}
            </button>
          </Form>
          <Form method="post" className="flex flex-wrap items-center gap-3" data-admin-team-remove={member.id}>
            <input type="hidden" name="userId" value={member.id} />
            <button type="submit" name="intent" value="remove" className={secondaryButtonClasses}>
              {t("team.remove.submit")}
            </button>
            <span className="text-sm text-neutral-700">{t("team.remove.lead")}</span>
          </Form>
        </div>
      )}
    </li>
  );
}
