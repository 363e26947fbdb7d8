// SMTP through nodemailer. The sender is "<Brand> <no-reply@domain>": the domain comes from the SMTP host
// (smtp.shop.example → shop.example), or the whole address from the URL's `from` parameter
// (SMTP_URL=smtps://user:pass@smtp.example.com:465?from=no-reply@shop.example).
import { isIP } from "node:net";
import nodemailer from "nodemailer";

export interface SmtpSettings {
  /** The URL nodemailer gets (without `from`, with timeouts). */
  url: string;
  from: { name: string; address: string };
  /** For logs: scheme, host and port, never the credentials. */
  display: string;
}

const TIMEOUTS = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "60000" };

export function smtpSettings(smtpUrl: string, senderName: string, from?: string): SmtpSettings {
  const url = new URL(smtpUrl);
  const fromParam = url.searchParams.get("from");
  url.searchParams.delete("from");
  for (const [name, value] of Object.entries(TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  const address = from ?? fromParam ?? `no-reply@${senderDomain(url.hostname)}`;
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  return { url: url.toString(), from: { name: senderName, address }, display: `${url.protocol}//${url.hostname}:${port}` };
}

/** The mail domain a relay host stands for: smtp.shop.example → shop.example; IPs and single labels → localhost. */
export function senderDomain(hostname: string): string {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (!host || isIP(host) || !host.includes(".")) return "localhost";
  const stripped = host.replace(/^(smtp|mail|mx|relay|smtp-relay)\./, "");
  return stripped.includes(".") ? stripped : host;
}

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;

export function createSmtpTransport(settings: SmtpSettings) {
  return nodemailer.createTransport(settings.url);
}

/** Errors worth no retry: the server refused the recipient for good (5xx at RCPT TO). */
export function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/** A short description for last_error and the log: the SMTP code and message, no message content. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
  return [code, responseCode, error.message].filter((part) => part !== undefined && part !== "").join(" ");
}
