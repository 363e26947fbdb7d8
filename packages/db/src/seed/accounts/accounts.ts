// The demo accounts (decisions.md "Demo shop"), listed in the README. One demo password for all; the
// hashes are argon2id PHC strings (m = 19 MiB, t = 2, p = 1) computed once, so the seed needs no native code.

export const DEMO_PASSWORD = "SmokePoint-demo-2026";
/** The version of the terms the demo accounts agreed to. */
export { TERMS_VERSION as DEMO_TERMS_VERSION } from "@shop/domain";

type DemoBusiness = { status: "none" | "pending" | "approved"; kind: "wholesale" | "franchise" | null };

export interface DemoAccount {
  key: "admin" | "manager" | "wholesale" | "franchise" | "pending" | "customer";
  email: string;
  password: string;
  role: "staff" | "customer";
  /** Staff: an admin does everything; a city manager runs `staffCities` only. */
  staffRole?: "admin" | "city-manager";
  staffCities?: readonly string[];
  business: DemoBusiness;
  firstName: string;
  lastName: string;
  phone: string;
  locale: "en" | "uk" | "pl" | "ru";
  referralCode: string;
  /** The account whose referral code brought this one. */
  referredBy?: DemoAccount["key"];
  company?: { name: string; address: string; ssn: string; postalIndex: string };
  passwordHash: string;
}

const none: DemoBusiness = { status: "none", kind: null };

export const DEMO_ACCOUNT_ROWS: readonly DemoAccount[] = [
  {
    key: "admin",
    email: "admin@smokepoint.test",
    password: DEMO_PASSWORD,
    role: "staff",
    staffRole: "admin",
    business: none,
    firstName: "Alicja",
    lastName: "Nowak",
    phone: "+48 600 100 001",
    locale: "en",
    referralCode: "ADMIN2026",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$1oDbtAAHGEbf6qHfFToItg$U6tZpPygro6LLdIc+PiusLVuK0v/t5wuJua/TBuTUHI",
  },
  {
    key: "manager",
    email: "manager.krakow@smokepoint.test",
    password: DEMO_PASSWORD,
    role: "staff",
    staffRole: "city-manager",
    staffCities: ["krakow"],
    business: none,
    firstName: "Tomasz",
    lastName: "Wiśniewski",
    phone: "+48 600 100 006",
    locale: "pl",
    referralCode: "MANAGER2026",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$FzFRzpiiBQ0H0nylQwxZKg$fM02l/aUpOXknEfFJDGhkeII6csMLE9x92L2a5IsiFk",
  },
  {
    key: "wholesale",
    email: "wholesale@smokepoint.test",
    password: DEMO_PASSWORD,
    role: "customer",
    business: { status: "approved", kind: "wholesale" },
    firstName: "Piotr",
    lastName: "Kowalski",
    phone: "+48 600 100 002",
    locale: "en",
    referralCode: "WHOLESALE2026",
    company: { name: "Hurtownia Dymek Sp. z o.o.", address: "ul. Grochowska 120, Warszawa", ssn: "5252000002", postalIndex: "04-357" },
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$xJKEo3dpHCn1vLoM5dNvJw$/lnn/L/NGGURPCLkx2Wvv+n8Dj66FAjqflggCjJyUiI",
  },
  {
    key: "franchise",
    email: "franchise@smokepoint.test",
    password: DEMO_PASSWORD,
    role: "customer",
    business: { status: "approved", kind: "franchise" },
    firstName: "Katarzyna",
    lastName: "Wiśniewska",
    phone: "+48 600 100 003",
    locale: "en",
    referralCode: "FRANCHISE2026",
    company: { name: "SmokePoint Kraków Franczyza s.c.", address: "ul. Floriańska 15, Kraków", ssn: "6762000007", postalIndex: "31-019" },
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$rRNVcoNYB0YFTYF7iDASDA$qgUcuAKe1/mhgAnjDLvN9Ro7z/cEntx0OEBYZfLHC0Q",
  },
  {
    key: "pending",
    email: "pending@smokepoint.test",
    password: DEMO_PASSWORD,
    role: "customer",
    business: { status: "pending", kind: null },
    firstName: "Tomasz",
    lastName: "Zieliński",
    phone: "+48 600 100 004",
    locale: "en",
    referralCode: "PENDING2026",
    company: { name: "Sklep Tytoniowy Zieliński", address: "ul. Świdnicka 8, Wrocław", ssn: "8992000006", postalIndex: "50-066" },
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$97WU12f/14wlntRmmLhq4A$57Ke1lyogHlIXQ3diaq6dOw+GfzyLqmN5xmY97KXs/o",
  },
  {
    key: "customer",
    email: "customer@smokepoint.test",
    password: DEMO_PASSWORD,
    role: "customer",
    business: none,
    firstName: "Anna",
    lastName: "Lewandowska",
    phone: "+48 600 100 005",
    locale: "pl",
    referralCode: "ANNA2026",
    referredBy: "wholesale",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$bJbalGb9YEQjLJRC2B4aMA$tGD15oEzU1hLj//3qwJyLtaMitlxaMrKYROOhPj6YuQ",
  },
];

/** What tests and the README need of the demo accounts (no hashes). */
export const DEMO_ACCOUNTS = DEMO_ACCOUNT_ROWS.map(({ passwordHash: _hash, ...account }) => account);
