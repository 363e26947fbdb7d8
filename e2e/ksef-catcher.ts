// The KSeF stand-in for the end-to-end tests (started by Playwright before the shops, like the SMS catcher): the
// shop's own stand-in (apps/api/src/invoicing/ksef) on KSEF_PORT, which the default brand's shop reaches as its KSeF
// (KSEF_BASE). It checks the encryption, the FA(3) schema and duplicates as the real one does; the tests read what it
// took at GET /__stand-in/invoices (KSeF number, invoice number, the XML's SHA-256) and health at GET /v2/...
import { KsefStandIn } from "../apps/api/src/invoicing/ksef/stand-in";
import { KSEF_PORT, KSEF_SELLER_NIP, KSEF_TOKEN } from "./tests/servers";

const standIn = new KsefStandIn({ nip: KSEF_SELLER_NIP, token: KSEF_TOKEN });
await standIn.start(KSEF_PORT);
console.log(`KSeF stand-in on ${standIn.apiUrl}`);
