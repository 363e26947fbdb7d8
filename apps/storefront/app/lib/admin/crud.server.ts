// The one action of the back office's simple entities (brands, categories, redirects): the form's intent,
// then "save" parsed with the entity's schema (lib/admin/form.ts) and sent to the API, or "delete" by id.
// Success goes back to the list with a notice (Post/Redirect/Get); a refusal (the form's or the API's) shows
// the form again with what was typed and the messages, in the staff member's language.
import type { Locale } from "@shop/domain";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import { type ApiClient, ApiError } from "../api/client";
import { offerErrorMessages } from "../api/staff-offers";
import { adminOf } from "../caller.server";
import { firstErrors, idField, readForm, validationMessage } from "./form";
import { adminT } from "./texts.server";

/** An action's refusal, for the page to show on the form it belongs to. */
export interface CrudAnswer {
  /** "save" (the form) or "delete" (a row of the list). */
  intent: "save" | "delete";
  messages: string[];
  /** The first message of each field, by the form's field names. */
  fieldErrors: Record<string, string>;
  /** What the form posted (null for a delete). */
  values: Record<string, string> | null;
  /** The entity the form edits (null: a new one). */
  id: number | null;
}

const NOTICES = ["created", "updated", "deleted"] as const;
export type CrudNotice = (typeof NOTICES)[number];
type AdminT = ReturnType<typeof adminT>;

/**
 * The loader of a whole-list entity page (brands, categories): the list, the one edited (?edit=<id>) and the
 * notice of the last change (?notice=…).
 */
export function crudListLoader<Item extends { id: number }>(page: {
  nav: "brands" | "categories";
  list: (api: ApiClient) => Promise<{ items: Item[] }>;
  notice: (t: AdminT, notice: CrudNotice) => string;
}) {
  return async (args: LoaderFunctionArgs) => {
    const staff = await adminOf(args);
    const t = adminT(args);
    const { items } = await page.list(staff.api);
    const edit = Number(args.url.searchParams.get("edit"));
    const notice = NOTICES.find((known) => known === args.url.searchParams.get("notice"));
    return {
      title: t("common.metaTitle", { page: t(`common.nav.${page.nav}`) }),
      items,
      editing: items.find((item) => item.id === edit) ?? null,
      notice: notice ? page.notice(t, notice) : null,
    };
  };
}

export interface CrudEntity<Schema extends $ZodType, Saved> {
  /** The save form's schema: its fields into the API's input. */
  schema: Schema;
  /** A schema's message key in the page's language (`invalid`: "some values are wrong"); default: validationMessage. */
  message?: (lang: Locale, invalid: string) => (key: string) => string;
  save: (api: ApiClient, id: number | null, input: output<Schema>) => Promise<Saved>;
  remove: (api: ApiClient, id: number) => Promise<unknown>;
  /** The list's query kept on the way back (default: all of it but `edit`). */
  keep?: readonly string[];
  /** More of the notice's query (the saved entity's name, say). */
  noticeOf?: (saved: Saved) => Record<string, string>;
}

/** Back to the list (Post/Redirect/Get) with a notice, out of the edit form. */
function backWith(args: ActionFunctionArgs, keep: readonly string[] | undefined, notice: Record<string, string>) {
  const back = new URLSearchParams(keep ? [] : args.url.searchParams);
  for (const key of keep ?? []) {
    const value = args.url.searchParams.get(key);
    if (value) back.set(key, value);
  }
  back.delete("edit");
  for (const [key, value] of Object.entries(notice)) back.set(key, value);
  return redirect(`${args.url.pathname}?${back}`, 303);
}

/** An API refusal: its issues on their fields, its message above (or every issue's when none has a field). */
function apiRefusal(error: unknown, answer: Omit<CrudAnswer, "messages" | "fieldErrors">) {
  if (!(error instanceof ApiError)) throw error;
  const issues = (error.body as { issues?: Array<{ path?: unknown; message?: unknown }> } | null)?.issues;
  const fieldErrors: Record<string, string> = {};
  for (const issue of Array.isArray(issues) ? issues : [])
    if (typeof issue.path === "string" && typeof issue.message === "string") fieldErrors[issue.path] ??= issue.message;
  const messages = Object.keys(fieldErrors).length ? [error.message] : offerErrorMessages(error);
  return data<CrudAnswer>({ ...answer, messages, fieldErrors }, { status: error.statusCode });
}

/** What the form posted, to show it again. */
function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = value.slice(0, 4096);
  return values;
}

/** The entity's action: `intent` "save" (create without an id, update with one) or "delete". */
export function crudAction<Schema extends $ZodType, Saved>(entity: CrudEntity<Schema, Saved>) {
  return async (args: ActionFunctionArgs) => {
    const staff = await adminOf(args);
    const invalid = adminT(args)("common.invalid");
    const form = await args.request.formData();
    const intent = form.get("intent") === "delete" ? "delete" : "save";
    const id = idField.parse(form.get("id") ?? "");
    const values = intent === "save" ? valuesOf(form) : null;
    const refuse = (fieldErrors: Record<string, string> = {}) =>
      data<CrudAnswer>({ intent, messages: [invalid], fieldErrors, values, id }, { status: 400 });
    if (intent === "delete") {
      if (id === null) return refuse();
      try {
        await entity.remove(staff.api, id);
      } catch (error) {
        return apiRefusal(error, { intent, values, id });
      }
      return backWith(args, entity.keep, { notice: "deleted" });
    }
    if (form.get("intent") !== "save") return refuse();
    const read = readForm(form, entity.schema, (entity.message ?? validationMessage)(staff.lang, invalid));
    if (!read.ok) return refuse(firstErrors(read.fieldErrors));
    try {
      const saved = await entity.save(staff.api, id, read.value);
      return backWith(args, entity.keep, { notice: id === null ? "created" : "updated", ...entity.noticeOf?.(saved) });
    } catch (error) {
      return apiRefusal(error, { intent, values, id });
    }
  };
}
