// What the tax registries' stand-in answers (demo mode and tests), without a socket: the White List's
// `GET /api/search/nip/{nip}?date=` and VIES's `POST /check-vat-number`, in their shapes and with their refusals
// (the White List's codes WL-101..WL-115 as its documentation lists them). The demo's made-up register: the demo
// business customers' NIPs (an active wholesale and franchise partner, an exempt shop), a taxpayer no longer
// registered; any other NIP is not in it. The stand-in's server (stand-in.ts) serves these over HTTP.
import { randomBytes } from "node:crypto";
import { nipChecksumValid, SHOP_TIME_ZONE } from "@shop/domain";

export interface StandInSubject {
  name: string;
  statusVat: "Czynny" | "Zwolniony" | "Niezarejestrowany";
  workingAddress: string;
}

export interface StandInTrader {
  valid: boolean;
  name: string;
  address: string;
}

export type Answer = { status: number; body: unknown };

/** The demo register (made-up companies; the first three are the demo business accounts of packages/db's seed). */
export function standInSubjects(): Map<string, StandInSubject> {
  return new Map<string, StandInSubject>([
    [
      "5252000002",
      {
        name: "HURTOWNIA DYMEK SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ",
        statusVat: "Czynny",
        workingAddress: "UL. GROCHOWSKA 120, 04-357 WARSZAWA",
      },
    ],
    ["6762000007", { name: "SMOKEPOINT KRAKÓW FRANCZYZA S.C.", statusVat: "Czynny", workingAddress: "UL. FLORIAŃSKA 15, 31-019 KRAKÓW" }],
    ["8992000006", { name: "SKLEP TYTONIOWY ZIELIŃSKI", statusVat: "Zwolniony", workingAddress: "UL. ŚWIDNICKA 8, 50-066 WROCŁAW" }],
    [
      "5270000001",
      { name: "CHMURA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", statusVat: "Czynny", workingAddress: "UL. PROSTA 20, 00-850 WARSZAWA" },
    ],
    ["7740000006", { name: "DAWNY KIOSK JAN NOWAK", statusVat: "Niezarejestrowany", workingAddress: "UL. TUMSKA 1, 09-402 PŁOCK" }],
  ]);
}

/** The demo's EU VAT numbers: a valid German and Czech trader; any other number is not valid. */
export function standInTraders(): Map<string, StandInTrader> {
  return new Map<string, StandInTrader>([
    ["DE811234567", { valid: true, name: "Rauchwaren Handel GmbH", address: "Hauptstraße 1\n10115 Berlin" }],
    ["CZ27082440", { valid: true, name: "---", address: "---" }],
    ["PL5252000002", { valid: true, name: "HURTOWNIA DYMEK SP. Z O.O.", address: "UL. GROCHOWSKA 120\n04-357 WARSZAWA" }],
  ]);
}

const warsawDay = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const warsawTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "28-11-2026 14:05:09", as the White List writes requestDateTime. */
const requestDateTime = (now: Date) => warsawTime.format(now).replace(/\//g, "-").replace(",", "");
/** "k3f9a-8c2d1e0", shaped like the White List's requestId. */
const requestId = () => `${randomBytes(3).toString("hex").slice(0, 5)}-${randomBytes(4).toString("hex").slice(0, 7)}`;

const refusal = (code: string, message: string): Answer => ({ status: 400, body: { code, message } });

/** The White List's answer to one request. */
export function answerWhiteList(subjects: Map<string, StandInSubject>, method: string, url: URL, now: Date): Answer {
  const nip = /^\/api\/search\/nip\/([^/]*)$/.exec(url.pathname)?.[1];
  if (method !== "GET" || nip === undefined) return { status: 404, body: { code: "WL-190", message: "Niepoprawne żądanie." } };
  const date = url.searchParams.get("date") ?? "";
  if (date === "") return refusal("WL-101", "Pole 'data' nie może być puste.");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return refusal("WL-102", "Pole 'data' ma nieprawidłowy format.");
  if (date > warsawDay.format(now)) return refusal("WL-103", "Data nie może być datą przyszłą.");
  if (nip === "") return refusal("WL-112", "Pole 'NIP' nie może być puste.");
  if (nip.length !== 10) return refusal("WL-113", `Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków (${nip}).`);
  if (!/^\d{10}$/.test(nip)) return refusal("WL-114", `Pole 'NIP' zawiera niedozwolone znaki. Wymagane tylko cyfry (${nip}).`);
  if (!nipChecksumValid(nip)) return refusal("WL-115", `Nieprawidłowy NIP (${nip}).`);
  const found = subjects.get(nip);
  const subject = found
    ? {
        name: found.name,
        nip,
        statusVat: found.statusVat,
        regon: null,
        pesel: null,
        krs: null,
        residenceAddress: null,
        workingAddress: found.workingAddress,
        representatives: [],
        authorizedClerks: [],
        partners: [],
        registrationLegalDate: "2015-03-02",
        registrationDenialBasis: null,
        registrationDenialDate: null,
        restorationBasis: null,
        restorationDate: null,
        removalBasis: found.statusVat === "Niezarejestrowany" ? "Art. 96 ust. 9" : null,
        removalDate: found.statusVat === "Niezarejestrowany" ? "2024-06-30" : null,
        accountNumbers: found.statusVat === "Czynny" ? ["10109010140000071219812874"] : [],
        hasVirtualAccounts: false,
      }
    : null;
  return { status: 200, body: { result: { subject, requestId: requestId(), requestDateTime: requestDateTime(now) } } };
}

/** VIES's answer to one request; the member states in `unavailable` do not answer (MS_UNAVAILABLE). */
export function answerVies(traders: Map<string, StandInTrader>, unavailable: ReadonlySet<string>, body: unknown, now: Date): Answer {
  const request = (typeof body === "object" && body !== null ? body : {}) as { countryCode?: unknown; vatNumber?: unknown };
  const countryCode = typeof request.countryCode === "string" ? request.countryCode : "";
  const vatNumber = typeof request.vatNumber === "string" ? request.vatNumber : "";
  if (!/^[A-Z]{2}$/.test(countryCode) || !/^[0-9A-Za-z+*]{2,12}$/.test(vatNumber))
    return {
      status: 400,
      body: { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT", message: "The provided input is invalid" }] },
    };
  const requestDate = now.toISOString().replace("Z", "+00:00");
  if (unavailable.has(countryCode))
    return {
      status: 200,
      body: {
        countryCode,
        vatNumber,
        requestDate,
        valid: false,
        requestIdentifier: "",
        name: "---",
        address: "---",
        userError: "MS_UNAVAILABLE",
      },
    };
  const trader = traders.get(`${countryCode}${vatNumber}`);
  return {
    status: 200,
    body: {
      countryCode,
      vatNumber,
      requestDate,
      valid: trader?.valid ?? false,
      requestIdentifier: "",
      name: trader?.name ?? "---",
      address: trader?.address ?? "---",
      userError: trader?.valid ? "VALID" : "INVALID",
    },
  };
}
