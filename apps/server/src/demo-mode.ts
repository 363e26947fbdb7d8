// Demo payments only on purpose (docs/security.md): the USDT chain simulator (anyone may "send" a transfer)
// and the sandbox's development secret work only in demo mode, which every page then announces. The embedded
// quick start (no DATABASE_URL, an http origin) is a demo unless told otherwise; a deployment on PostgreSQL or
// behind https is not, and refuses to start as one unless DEMO_MODE_FORCE says so.
import { randomBytes } from "node:crypto";
import { DEVELOPMENT_SANDBOX_SECRET } from "@shop/api";

/** InPost's public Points API (no credentials): the parcel lockers outside demo mode. */
const INPOST_POINTS_API = "https://api-pl-points.easypack24.net/v1";
/** The Ministry of Finance's White List and the EU's VIES (no keys): the NIP checks outside demo mode (issue 34). */
const WHITELIST_API = "https://wl-api.mf.gov.pl";
const VIES_API = "https://ec.europa.eu/taxation_customs/vies/rest-api";

interface DemoSettings {
  DATABASE_URL?: string | undefined;
  PUBLIC_ORIGIN: string[];
  DEMO_MODE?: boolean | undefined;
  DEMO_MODE_FORCE: boolean;
  CRYPTO_CHAIN?: "simulator" | "trongrid" | undefined;
  PAYMENT_SANDBOX_SECRET?: string | undefined;
  P24_BASE?: string | undefined;
  P24_MERCHANT_ID?: number | undefined;
  P24_API_KEY?: string | undefined;
  P24_CRC?: string | undefined;
  INPOST_POINTS_BASE?: string | undefined;
  SHIPX_BASE?: string | undefined;
  SHIPX_TOKEN?: string | undefined;
  SHIPX_ORGANIZATION_ID?: number | undefined;
  WHITELIST_BASE?: string | undefined;
  VIES_BASE?: string | undefined;
}

/** Decides demo mode and the payment and InPost defaults that follow from it; the message says why a setting is refused. */
export function applyDemoMode<T extends DemoSettings>(
  config: T,
): T & { DEMO_MODE: boolean; CRYPTO_CHAIN: "simulator" | "trongrid"; WHITELIST_BASE: string; VIES_BASE: string } {
  const real = [
    ...(config.DATABASE_URL ? ["DATABASE_URL is set"] : []),
    ...(config.PUBLIC_ORIGIN.some((origin) => origin.startsWith("https://")) ? ["PUBLIC_ORIGIN is https"] : []),
  ];
  const demo = config.DEMO_MODE ?? real.length === 0;
  if (demo && real.length > 0 && !config.DEMO_MODE_FORCE)
    throw new Error(
      `DEMO_MODE=true, but this is a real deployment (${real.join(", ")}): payments would be simulated. ` +
        "Unset DEMO_MODE, or set DEMO_MODE_FORCE=true to run a demo shop here anyway.",
    );
  const chain = config.CRYPTO_CHAIN ?? (demo ? "simulator" : "trongrid");
  if (!demo && chain === "simulator")
    throw new Error("CRYPTO_CHAIN=simulator lets anyone mark crypto orders paid: it works only in demo mode (DEMO_MODE=true).");
  if (config.P24_BASE === "stand-in" && !demo)
    throw new Error("P24_BASE=stand-in takes pretend payments: it works only in demo mode (DEMO_MODE=true).");
  const p24Account = config.P24_BASE && config.P24_BASE !== "stand-in";
  if (p24Account && (!config.P24_MERCHANT_ID || !config.P24_API_KEY || !config.P24_CRC))
    throw new Error('P24_BASE is set: P24_MERCHANT_ID, P24_API_KEY and P24_CRC are needed too (Przelewy24 panel, "Moje dane").');
  // InPost: the local ShipX stand-in by default in demo mode (its parcels are pretend ones); off elsewhere unless set.
  const shipx = config.SHIPX_BASE ?? (demo ? "stand-in" : undefined);
  if (shipx === "stand-in" && !demo)
    throw new Error("SHIPX_BASE=stand-in makes pretend parcels: it works only in demo mode (DEMO_MODE=true).");
  if (shipx && shipx !== "stand-in" && (!config.SHIPX_TOKEN || !config.SHIPX_ORGANIZATION_ID))
    throw new Error('SHIPX_BASE is set: SHIPX_TOKEN and SHIPX_ORGANIZATION_ID are needed too (InPost Parcel Manager, "Moje konto", API).');
  // InPost's parcel lockers: the local stand-in's made-up lockers by default in demo mode, InPost's Points API elsewhere.
  const lockers = config.INPOST_POINTS_BASE ?? (demo ? "stand-in" : INPOST_POINTS_API);
  if (lockers === "stand-in" && !demo)
    throw new Error("INPOST_POINTS_BASE=stand-in offers made-up parcel lockers: it works only in demo mode (DEMO_MODE=true).");
  // The tax registries: the stand-in's made-up register by default in demo mode (its answers are no proof), the real ones elsewhere.
  const whiteList = config.WHITELIST_BASE ?? (demo ? "stand-in" : WHITELIST_API);
  const vies = config.VIES_BASE ?? (demo ? "stand-in" : VIES_API);
  for (const [name, value] of [
    ["WHITELIST_BASE", whiteList],
    ["VIES_BASE", vies],
  ])
    if (value === "stand-in" && !demo)
      throw new Error(`${name}=stand-in answers from a made-up register: it works only in demo mode (DEMO_MODE=true).`);
  // With Przelewy24 the sandbox takes no payments (none of its sessions is ever opened): its secret may stay unset.
  const secret =
    config.PAYMENT_SANDBOX_SECRET ?? (demo ? DEVELOPMENT_SANDBOX_SECRET : config.P24_BASE ? randomBytes(32).toString("hex") : undefined);
  if (!demo && (!secret || secret === DEVELOPMENT_SANDBOX_SECRET))
    throw new Error("PAYMENT_SANDBOX_SECRET must be a secret of your own outside demo mode (the development secret is public).");
  return {
    ...config,
    DEMO_MODE: demo,
    CRYPTO_CHAIN: chain,
    PAYMENT_SANDBOX_SECRET: secret,
    SHIPX_BASE: shipx,
    INPOST_POINTS_BASE: lockers,
    WHITELIST_BASE: whiteList,
    VIES_BASE: vies,
  };
}
