// The tax registries port (core/tax-ids.ts) over the White List and VIES clients, and the stand-in's answered in this
// process without a socket: the API's registries when the server gives it none (tests, tools). The same client code
// as with the real registries, over the stand-in's answers.
import type { TaxRegistries } from "../../core/tax-ids";
import { answerVies, answerWhiteList, standInSubjects, standInTraders } from "./stand-in-answers";
import { ViesClient } from "./vies-client";
import { WhiteListClient } from "./whitelist-client";

export function taxRegistries(whiteList: WhiteListClient, vies: ViesClient): TaxRegistries {
  return { whiteList: (nip, day) => whiteList.searchNip(nip, day), vies: (countryCode, number) => vies.check(countryCode, number) };
}

const IN_PROCESS = "http://tax-registries-stand-in.invalid";

export function standInTaxRegistries(): TaxRegistries {
  const subjects = standInSubjects();
  const traders = standInTraders();
  const answer: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const { status, body } =
      init?.method === "POST"
        ? answerVies(traders, new Set(), JSON.parse(String(init.body ?? "null")), new Date())
        : answerWhiteList(subjects, "GET", url, new Date());
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return taxRegistries(new WhiteListClient({ baseUrl: IN_PROCESS, fetch: answer }), new ViesClient({ baseUrl: IN_PROCESS, fetch: answer }));
}
