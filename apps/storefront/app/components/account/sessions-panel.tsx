// Signed-in devices (issue 35): the account's live sessions, the device read from the browser it signed in with, its
// address, when it signed in and was last used; "sign out" for each other one and "sign out everywhere else". Plain
// forms: no JavaScript needed.
import type { SessionView } from "@shop/contracts";
import { Form } from "react-router";
import type { SessionsActionData } from "../../lib/account/sessions.server";
import { dateFormat } from "../../lib/intl";
import { useTranslation } from "../../lib/texts";
import { FormAlert, FormNotice } from "../forms/alerts";
import { SubmitButton } from "../forms/submit";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Warsaw" };

export function SessionsPanel({ sessions, result }: { sessions: SessionView[]; result: SessionsActionData | undefined }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => dateFormat(i18n.language, WHEN).format(new Date(iso));
  const device = (session: SessionView) => {
    if (!session.device) return t("account.sessions.unknownDevice");
    const parts = [session.device.browser, session.device.os].filter(Boolean).join(", ");
    const type = t(`account.sessions.type.${session.device.type}`);
    return parts ? `${parts} (${type})` : type;
  };
  const others = sessions.filter((session) => !session.current);
  return (
    <section aria-labelledby="sessions-title" className="mt-10" data-sessions>
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t("account.sessions.title")}
      </h2>
      <p className="mt-2 mb-4 text-neutral-700">{t("account.sessions.lead")}</p>
      {result && "sessionsResult" in result && (
        <FormNotice>
          {result.sessionsResult.others
            ? t("account.sessions.signedOutOthers", { count: result.sessionsResult.signedOut })
            : t("account.sessions.signedOutOne")}
        </FormNotice>
      )}
      <FormAlert errors={result && "sessionsError" in result ? [result.sessionsError] : undefined} />
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-300">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-start justify-between gap-3 p-3"
            data-session={session.current ? "current" : session.id}
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-neutral-600">{t("account.sessions.device")}</dt>
              <dd className="font-medium">{device(session)}</dd>
              <dt className="text-neutral-600">{t("account.sessions.address")}</dt>
              <dd>{session.ip ?? "—"}</dd>
              <dt className="text-neutral-600">{t("account.sessions.signedIn")}</dt>
              <dd>{when(session.createdAt)}</dd>
              <dt className="text-neutral-600">{t("account.sessions.lastSeen")}</dt>
              <dd>{when(session.lastSeenAt)}</dd>
            </dl>
            {session.current ? (
              <span className="rounded bg-neutral-900 px-2 py-1 text-xs font-semibold text-white">{t("account.sessions.thisDevice")}</span>
            ) : (
              <Form method="post">
                <input type="hidden" name="session" value={session.id} />
                <SubmitButton intent="sign-out-session" variant="outline" size="small">
                  {t("account.sessions.signOut")}
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" className="mt-4" data-form="sign-out-others">
          <SubmitButton intent="sign-out-others" variant="outline" size="normal">
            {t("account.sessions.signOutOthers")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-neutral-700">{t("account.sessions.onlyThis")}</p>
      )}
    </section>
  );
}
