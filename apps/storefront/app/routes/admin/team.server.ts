// The staff team in the back office (admins only; a city manager gets the 404 page): the members with their roles and
// cities, changing them, taking the role away, and making a customer staff. The three changes are step-up actions: when
// the API answers STEP_UP_REQUIRED the page asks for a code and sends the change again as it was typed
// (lib/admin/step-up.server.ts). The API decides (own role, last admin, unknown city...); success comes back here with
// a notice (Post/Redirect/Get).
import { StaffRole, TeamMemberCreate, type TeamMemberUpdate } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { validationMessage } from "../../lib/admin/form";
import { adminPath } from "../../lib/admin/paths";
import { type StepUpRequest, withStepUp } from "../../lib/admin/step-up.server";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { apiMessages } from "../../lib/api/staff-orders";
import { addTeamMember, changeTeamMember, getTeam, removeTeamMember } from "../../lib/api/staff-team";
import { adminOf } from "../../lib/caller.server";

const NOTICES = ["added", "changed", "removed"] as const;
type Notice = (typeof NOTICES)[number];

/**
 * What a refused or unfinished change shows: the step-up prompt, or the messages of one form ("add", a member's id, or
 * "page": a form the page could not read).
 */
export type TeamAnswer = { stepUp: StepUpRequest } | { form: "add" | "page" | number; messages: string[] };

export async function teamLoader(args: LoaderFunctionArgs) {
  const admin = await adminOf(args);
  const t = adminT(args);
  return {
    title: t("common.metaTitle", { page: t("common.nav.team") }),
    team: await getTeam(admin.api),
    selfId: admin.user.id,
    notice: NOTICES.find((notice) => notice === args.url.searchParams.get("notice")) ?? null,
  };
}

/** The role and cities of a form as the API takes them (the cities in the form's order, each once). */
function roleOf(form: FormData): TeamMemberUpdate | null {
  const role = StaffRole.safeParse(form.get("role"));
  if (!role.success) return null;
  const cities = [...new Set(form.getAll("cities").filter((slug): slug is string => typeof slug === "string" && slug !== ""))];
  return { role: role.data, cities: role.data === "admin" ? [] : cities.slice(0, 100) };
}

export async function teamAction(args: ActionFunctionArgs) {
  const admin = await adminOf(args);
  const t = adminT(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const refuse = (answer: TeamAnswer, status: number) => data<TeamAnswer>(answer, { status });
  const done = (notice: Notice) => adminPath(admin.lang, "team", undefined, { notice });

  if (intent === "add") {
    const role = roleOf(form);
    const parsed = TeamMemberCreate.safeParse({ email: String(form.get("email") ?? ""), ...role });
    if (!role || !parsed.success) {
      const message = validationMessage(admin.lang, t("common.invalid"));
      const messages = parsed.success ? [t("common.invalid")] : [...new Set(parsed.error.issues.map((issue) => message(issue.message)))];
      return refuse({ form: "add", messages }, 400);
    }
    return stepUpAction(args, form, "add", () => addTeamMember(admin.api, parsed.data).then(() => undefined), done("added"));
  }

  const userId = Number(form.get("userId"));
  if ((intent !== "change" && intent !== "remove") || !Number.isSafeInteger(userId) || userId <= 0 || userId > 2_147_483_647)
    return refuse({ form: "page", messages: [t("common.invalid")] }, 400);
  if (intent === "remove") return stepUpAction(args, form, userId, () => removeTeamMember(admin.api, userId), done("removed"));
  const role = roleOf(form);
  if (!role) return refuse({ form: userId, messages: [t("common.invalid")] }, 400);
  return stepUpAction(args, form, userId, () => changeTeamMember(admin.api, userId, role).then(() => undefined), done("changed"));
}

/** A change of the team: without a fresh code the page asks for one and sends it again; refused, its form says why. */
async function stepUpAction(args: ActionFunctionArgs, form: FormData, which: "add" | number, run: () => Promise<void>, done: string) {
  const admin = await adminOf(args);
  try {
    const stepUp = await withStepUp(admin.api, admin.lang, form, run);
    if (stepUp) return data<TeamAnswer>({ stepUp }, { status: 403 });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<TeamAnswer>({ form: which, messages: apiMessages(error) }, { status: error.statusCode });
  }
  return redirect(done, 303);
}
