import { AdminAlert, AdminNotice, AdminPage } from "../../components/admin/page";
import { StepUpPrompt } from "../../components/admin/step-up-prompt";
import { AddMemberForm } from "../../components/admin/team/add-form";
import { MemberCard } from "../../components/admin/team/member-card";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/team";
import { teamAction, teamLoader } from "./team.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => teamLoader(args);

export const action = (args: Route.ActionArgs) => teamAction(args);

/** Admins only: the staff team, each member's role and cities, taking the role away, and making a customer staff. */
export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { team, selfId, notice } = loaderData;
  const refused = actionData && "messages" in actionData ? actionData : null;
  const messagesOf = (form: "add" | number) => (refused?.form === form ? refused.messages : []);
  // A member no longer listed (taken off the staff meanwhile) has no card to show its refusal: the page shows it.
  const listed = (form: "add" | "page" | number) => form === "add" || team.members.some((member) => member.id === form);
  const pageMessages = refused && !listed(refused.form) ? refused.messages : [];
  return (
    <AdminPage title={t("common.nav.team")}>
      {notice && <AdminNotice>{t(`team.notice.${notice}`)}</AdminNotice>}
      <p className="max-w-3xl text-neutral-700">{t("team.lead")}</p>
      <AdminAlert messages={pageMessages} />
      {actionData && "stepUp" in actionData && <StepUpPrompt request={actionData.stepUp} />}
      <section aria-labelledby="team-list-title" className="space-y-3">
        <h2 id="team-list-title" className="text-xl font-bold">
          {t("team.list.title")}
        </h2>
        <p className="text-sm font-semibold" role="status" data-admin-team-total={team.members.length}>
          {t("team.list.count", { count: team.members.length })}
        </p>
        <ul className="grid gap-4 xl:grid-cols-2">
          {team.members.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              isSelf={member.id === selfId}
              allCities={team.cities}
              messages={messagesOf(member.id)}
            />
          ))}
        </ul>
      </section>
      <AddMemberForm allCities={team.cities} messages={messagesOf("add")} />
    </AdminPage>
  );
}
