// Test invoices for the KSeF adapter (issue 34): a minimal FA(3) invoice that the official schema accepts (one line
// at 23 %, a business buyer), and invoice rows waiting for KSeF, written straight into the database as issuing leaves
// them. The real FA(3) builder lives in src/invoicing/fa3; these only need to be valid and to differ by number.
import { createHash } from "node:crypto";
import type { Database } from "@shop/db";
import { createTestOrder, type FixtureProduct, offeredProducts } from "./orders-fixture";

/** The demo seller's NIP in these tests (a valid checksum; the stand-in's context). */
export const SELLER_NIP = "9512345675";
const BUYER_NIP = "5252000002";

export interface Fa3Fixture {
  number: string;
  sellerNip?: string;
  /** YYYY-MM-DD; default today (UTC). */
  issueDate?: string;
  /** Net grosze of the one line (VAT 23 % on top); default 10 000. */
  net?: number;
  /** Make the XML break the schema (a VAT rate of 24 %, which FA(3) does not know). */
  invalid?: boolean;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const zl = (grosze: number) => (grosze / 100).toFixed(2);

/** A minimal FA(3) VAT invoice: seller, buyer, one line, its totals and the mandatory annotations. */
export function fa3Invoice({ number, sellerNip = SELLER_NIP, issueDate, net = 10_000, invalid = false }: Fa3Fixture): string {
  const day = issueDate ?? new Date().toISOString().slice(0, 10);
  const vat = Math.round(net * 0.23);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">
  <Naglowek>
    <KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>
    <WariantFormularza>3</WariantFormularza>
    <DataWytworzeniaFa>${day}T10:00:00Z</DataWytworzeniaFa>
    <SystemInfo>smoke-shop tests</SystemInfo>
  </Naglowek>
  <Podmiot1>
    <DaneIdentyfikacyjne><NIP>${sellerNip}</NIP><Nazwa>Smoke Point Sp. z o.o.</Nazwa></DaneIdentyfikacyjne>
    <Adres><KodKraju>PL</KodKraju><AdresL1>ul. Marszałkowska 1</AdresL1><AdresL2>00-001 Warszawa</AdresL2></Adres>
  </Podmiot1>
  <Podmiot2>
    <DaneIdentyfikacyjne><NIP>${BUYER_NIP}</NIP><Nazwa>Hurtownia &amp; Syn</Nazwa></DaneIdentyfikacyjne>
    <Adres><KodKraju>PL</KodKraju><AdresL1>ul. Długa 2</AdresL1><AdresL2>30-001 Kraków</AdresL2></Adres>
    <JST>2</JST>
    <GV>2</GV>
  </Podmiot2>
  <Fa>
    <KodWaluty>PLN</KodWaluty>
    <P_1>${day}</P_1>
    <P_2>${escapeXml(number)}</P_2>
    <P_6>${day}</P_6>
    <P_13_1>${zl(net)}</P_13_1>
    <P_14_1>${zl(vat)}</P_14_1>
    <P_15>${zl(net + vat)}</P_15>
    <Adnotacje>
      <P_16>2</P_16><P_17>2</P_17><P_18>2</P_18><P_18A>2</P_18A>
      <Zwolnienie><P_19N>1</P_19N></Zwolnienie>
      <NoweSrodkiTransportu><P_22N>1</P_22N></NoweSrodkiTransportu>
      <P_23>2</P_23>
      <PMarzy><P_PMarzyN>1</P_PMarzyN></PMarzy>
    </Adnotacje>
    <RodzajFaktury>VAT</RodzajFaktury>
    <FaWiersz>
      <NrWierszaFa>1</NrWierszaFa>
      <P_7>Tytoń do fajki wodnej 200 g</P_7>
      <P_8A>szt.</P_8A>
      <P_8B>1</P_8B>
      <P_9A>${zl(net)}</P_9A>
      <P_11>${zl(net)}</P_11>
      <P_12>${invalid ? "24" : "23"}</P_12>
    </FaWiersz>
  </Fa>
</Faktura>
`;
}

let product: FixtureProduct | undefined;

/** An invoice row waiting for KSeF (as issuing leaves it) on an order of its own (one VAT invoice per order); its id. */
export async function waitingInvoice(database: Database, fixture: Fa3Fixture): Promise<number> {
  product ??= (await offeredProducts(database, { count: 1, restockTo: 10_000 }))[0];
  if (!product) throw new Error("no product to order");
  const orderId = await createTestOrder(database, { user: null, lines: [{ product, quantity: 1 }] });
  const xml = fa3Invoice(fixture);
  const net = fixture.net ?? 10_000;
  const vat = Math.round(net * 0.23);
  const sequence = Number(/(\d+)$/.exec(fixture.number)?.[1] ?? 1);
  const { rows } = await database.pool.query<{ id: number }>(
    `insert into invoices (number, series, period, sequence, kind, order_id, city_id, buyer_kind, buyer_nip, buyer_name,
       issue_date, net, vat, gross, document, xml, xml_sha256, ksef_status, ksef_next_attempt_at)
     select $1, 'FV', to_char(now(), 'YYYY-MM'), $2, 'VAT', o.id, o.city_id, 'business', $3, 'Hurtownia & Syn',
       current_date, $4, $5, $6, '{}'::jsonb, $7, $8, 'waiting', now()
     from orders o where o.id = $9
     returning id`,
    [fixture.number, sequence, BUYER_NIP, net, vat, net + vat, xml, createHash("sha256").update(xml).digest("base64url"), orderId],
  );
  if (!rows[0]) throw new Error("the invoice was not written");
  return rows[0].id;
}
