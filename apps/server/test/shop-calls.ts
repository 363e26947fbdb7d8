// What several server tests do to the demo shop over HTTP: a customer signed up and verified through the link
// the server prints (demo mode, no SMTP_URL), and a staff edit (a category renamed by the demo admin).

import { DEMO_ADMIN_TOTP_SECRET, withTotpCode } from "@shop/db/demo-totp";
import { expect } from "vitest";
import type { RunningServer } from "./server-process";

const json = { "content-type": "application/json" };
export const DEMO_PASSWORD = "SmokePoint-demo-2026";

/** A verified customer's password: signed up from `address` (X-Forwarded-For), verified through the printed link. */
export async function verifiedSignUp(server: RunningServer, email: string, address?: string): Promise<string> {
  const base = `http://127.0.0.1:${server.port}`;
  const password = "violet-kettle-harbour";
  const signUp = await fetch(`${base}/api/v1/auth/sign-up`, {
    method: "POST",
    headers: { ...json, ...(address ? { "x-forwarded-for": address } : {}) },
    body: JSON.stringify({
      email,
      password,
      repeatPassword: password,
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+48 600 100 200",
      acceptTerms: true,
      adult: true,
      callbackUrl: "http://localhost:0/en/warszawa/auth/verify-email",
    }),
  });
  expect(signUp.status).toBe(201);
  const printed = new RegExp(`"to":"${email}"[^\\n]*verify-email\\?token=([\\w-]+)`);
  const deadline = Date.now() + 30_000;
  while (!printed.test(server.output()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const token = printed.exec(server.output())?.[1];
  expect(token).toBeTruthy();
  const verified = await fetch(`${base}/api/v1/auth/verify`, { method: "POST", headers: json, body: JSON.stringify({ token }) });
  expect(verified.status).toBe(200);
  return password;
}

/** A signed-in caller's bearer token; the demo admin completes the second step with a code of its TOTP secret. */
export async function signIn(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/sign-in`, { method: "POST", headers: json, body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { accessToken?: string; secondStep?: { ticket: string } };
  if (body.accessToken) return body.accessToken;
  const ticket = body.secondStep?.ticket;
  return withTotpCode(DEMO_ADMIN_TOTP_SECRET, async (code) => {
    const step = await fetch(`${base}/api/v1/auth/sign-in/second-step`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ ticket, code }),
    });
    return step.status === 200 ? ((await step.json()) as { accessToken: string }).accessToken : null;
  });
}

/** Renames the demo category `slug` in English through the staff API, as the demo admin; answers its old name. */
export async function renameCategory(base: string, slug: string, en: string): Promise<string> {
  const headers = { authorization: `Bearer ${await signIn(base, "admin@smokepoint.test")}`, ...json };
  const list = (await (await fetch(`${base}/api/v1/staff/categories`, { headers })).json()) as {
    items: Array<{
      id: number;
      slug: string;
      parentId: number | null;
      names: Record<string, string>;
      colour: string;
      icon: string;
      sortOrder: number;
    }>;
  };
  const category = list.items.find((item) => item.slug === slug);
  if (!category) throw new Error(`no ${slug} category in the demo shop`);
  const { id, parentId, colour, icon, sortOrder } = category;
  const input = { slug, parentId, colour, icon, sortOrder, names: { ...category.names, en } };
  const saved = await fetch(`${base}/api/v1/staff/categories/${id}`, { method: "PUT", headers, body: JSON.stringify(input) });
  expect(saved.status).toBe(200);
  return category.names.en as string;
}
