// The storefront's cap on request bodies (issue 35; docs/security.md "Input limits"), checked before React Router
// reads a form: a form 256 KB (1 MB in the back office, whose article and product forms carry long texts in four
// languages, percent-encoded); a multipart form (a file) only in the back office, 32 MB there (its pages check each
// file's own limit and say so in the page) and 212 MB on the catalogue import page; any other body 1 MB. Past it:
// 413 with a short page in the language of the URL. A body without Content-Length (chunked, which browsers never
// send for a form) is answered 411. The API has caps of its own (apps/api/src/http/body-limits.ts).
import type { IncomingMessage, ServerResponse } from "node:http";

const MB = 1024 * 1024;

export const STOREFRONT_BODY_LIMITS = {
  form: 256 * 1024,
  adminForm: 1 * MB,
  other: 1 * MB,
  adminUpload: 32 * MB,
  catalogueImport: 212 * MB,
} as const;

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART_TYPE = /^multipart\/form-data\b/i;
const ADMIN = /^\/(en|uk|pl|ru)\/admin(\/|$|\?)/;
const CATALOGUE_IMPORT = /^\/(en|uk|pl|ru)\/admin\/products\/import(\/|$|\?)/;

/** The most bytes a storefront request's body may have. */
export function storefrontBodyLimit(url: string, contentType: string): number {
  if (FORM_TYPE.test(contentType)) return ADMIN.test(url) ? STOREFRONT_BODY_LIMITS.adminForm : STOREFRONT_BODY_LIMITS.form;
  if (MULTIPART_TYPE.test(contentType) && ADMIN.test(url))
    return CATALOGUE_IMPORT.test(url) ? STOREFRONT_BODY_LIMITS.catalogueImport : STOREFRONT_BODY_LIMITS.adminUpload;
  return STOREFRONT_BODY_LIMITS.other;
}

const size = (bytes: number) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / 1024} KB`);

const MESSAGES: Record<string, { tooLarge: (limit: string) => string; lengthRequired: string }> = {
  en: {
    tooLarge: (limit) =>
      `The form sent too much data: at most ${limit} can be sent here. Go back and send less (a smaller file, a shorter text).`,
    lengthRequired: "The form was sent without its length. Go back and send it again.",
  },
  uk: {
    tooLarge: (limit) =>
      `Форма надіслала забагато даних: сюди можна надіслати щонайбільше ${limit}. Поверніться й надішліть менше (менший файл, коротший текст).`,
    lengthRequired: "Форму надіслано без її довжини. Поверніться й надішліть її ще раз.",
  },
  pl: {
    tooLarge: (limit) =>
      `Formularz wysłał za dużo danych: tutaj można wysłać najwyżej ${limit}. Wróć i wyślij mniej (mniejszy plik, krótszy tekst).`,
    lengthRequired: "Formularz wysłano bez jego długości. Wróć i wyślij go ponownie.",
  },
  ru: {
    tooLarge: (limit) =>
      `Форма отправила слишком много данных: сюда можно отправить не больше ${limit}. Вернитесь и отправьте меньше (файл поменьше, текст покороче).`,
    lengthRequired: "Форма отправлена без указания длины. Вернитесь и отправьте её ещё раз.",
  },
};

/** The language of the page (its first path segment), English otherwise. */
function languageOf(url: string): string {
  const first = url.split(/[/?#]/)[1] ?? "";
  return first in MESSAGES ? first : "en";
}

/**
 * Answers a storefront request whose body is past its limit (413) or has no length (411) and returns true; returns
 * false for a request to pass on. The connection is closed after the answer (the body is not read).
 */
export function refuseStorefrontBody(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return false;
  const url = req.url ?? "/";
  const declared = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (!chunked && (declared === undefined || Number(declared) === 0)) return false;
  const limit = storefrontBodyLimit(url, req.headers["content-type"] ?? "");
  const language = languageOf(url);
  let status: number;
  let message: string;
  if (chunked || declared === undefined) {
    status = 411;
    message = MESSAGES[language]?.lengthRequired ?? "";
  } else if (Number(declared) > limit) {
    status = 413;
    message = MESSAGES[language]?.tooLarge(size(limit)) ?? "";
  } else return false;
  const body = `<!doctype html><html lang="${language}"><meta charset="utf-8"><title>${status}</title><p>${message}</p></html>`;
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "close",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
  // What the client still sends is read and dropped until the connection closes (unread, it would reset it, and a
  // browser would show a connection error instead of this page).
  req.resume();
  return true;
}
