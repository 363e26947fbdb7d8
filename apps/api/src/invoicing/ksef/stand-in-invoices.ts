// The stand-in's interactive sessions and invoices (sesja-interaktywna.md, faktury/weryfikacja-faktury.md): it unwraps
// the session key with its SymmetricKeyEncryption key, checks each invoice's encrypted and plain hashes and sizes,
// decrypts it, and then, one invoice after another as KSeF queues them, checks it against the FA(3) schema, the seller
// against the context, the issue date, and duplicates (seller NIP + RodzajFaktury + P_2: 440 naming the original),
// and gives a KSeF number and a UPO. What it accepted stays readable (`accepted`).

import { shopDay } from "@shop/domain";
import { validateFa3 } from "../fa3/xsd";
import { aesDecrypt, fileMetadata, rsaOaepDecrypt, type SessionKey } from "./crypto";
import { formatKsefNumber } from "./ksef-number";
import { type Answer, type Json, problem, referenceNumber, type StandInAuth } from "./stand-in-auth";
import { upoXml } from "./stand-in-upo";

/** An invoice the stand-in took into "KSeF". */
export interface AcceptedInvoice {
  ksefNumber: string;
  /** P_2. */
  number: string;
  sellerNip: string;
  kind: string;
  /** YYYY-MM-DD (P_1). */
  issueDate: string;
  /** SHA-256 of the XML, Base64 (KSeF's invoiceHash) and base64url (the verification link's last part). */
  invoiceHash: string;
  invoiceHashUrl: string;
  session: string;
  reference: string;
  acceptedAt: string;
}

interface Status {
  code: number;
  description: string;
  details?: string[];
  extensions?: Record<string, string>;
}

interface SentInvoice {
  ordinalNumber: number;
  session: string;
  reference: string;
  plain: Buffer | null;
  receivedAt: Date;
  status: Status;
  asked: number;
  done: Promise<void>;
  accepted?: AcceptedInvoice;
  upo?: string;
}

interface Session {
  reference: string;
  key: SessionKey;
  open: boolean;
  validUntil: Date;
  authenticationHash: string;
  invoices: number;
}

const FA3 = { systemCode: "FA (3)", schemaVersion: "1-0E", value: "FA" };
const PROCESSING = { code: 150, description: "Trwa przetwarzanie" };
/** The first value of an element anywhere in `xml` (the schema was checked first, so the shape is known). */
const firstValue = (xml: string, path: string): string | null =>
  new RegExp(
    `${path
      .split("/")
      .map((tag) => `<(?:\\w+:)?${tag}\\b[^>]*>`)
      .join("[\\s\\S]*?")}\\s*([^<]*?)\\s*<`,
  ).exec(xml)?.[1] ?? null;
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
const hex = (bytes: number) => Array.from({ length: bytes * 2 }, () => "0123456789ABCDEF"[Math.floor(Math.random() * 16)]).join("");

export class StandInInvoices {
  readonly accepted: AcceptedInvoice[] = [];
  private readonly sessions = new Map<string, Session>();
  private readonly invoices = new Map<string, SentInvoice>();
  /** KSeF queues the invoices: each is decided after the one sent before it. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly auth: StandInAuth,
    private readonly options: { nip: string; now: () => Date },
  ) {}

  open(bearer: string, body: Json): Answer {
    const { formCode, encryption } = body;
    if (formCode?.systemCode !== FA3.systemCode || formCode?.schemaVersion !== FA3.schemaVersion || formCode?.value !== FA3.value)
      return problem(21405, "Błąd walidacji danych wejściowych.", ["Wskazany kod formularza nie jest wspierany."]);
    const wrapping = this.auth.keyFor("SymmetricKeyEncryption", encryption?.publicKeyId);
    if (!wrapping)
      return problem(21470, "Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.", [
        `Klucz o identyfikatorze ${encryption?.publicKeyId} nie jest wspierany.`,
      ]);
    let key: Buffer;
    const iv = Buffer.from(String(encryption?.initializationVector ?? ""), "base64");
    try {
      key = rsaOaepDecrypt(wrapping.privateKey, Buffer.from(String(encryption?.encryptedSymmetricKey ?? ""), "base64"));
    } catch {
      return problem(21405, "Błąd walidacji danych wejściowych.", ["Nie można odszyfrować klucza symetrycznego."]);
    }
    if (key.length !== 32 || iv.length !== 16)
      return problem(21405, "Błąd walidacji danych wejściowych.", ["Klucz musi mieć 32 bajty, a wektor inicjalizujący 16 bajtów."]);
    const now = this.options.now();
    const reference = referenceNumber("SO", now);
    const validUntil = new Date(now.getTime() + 12 * 3600_000);
    const authenticationHash = this.auth.authenticationHash(bearer);
    this.sessions.set(reference, { reference, key: { key, iv }, open: true, validUntil, authenticationHash, invoices: 0 });
    return { status: 201, body: { referenceNumber: reference, validUntil: validUntil.toISOString() } };
  }

  send(sessionReference: string, body: Json): Answer {
    const session = this.sessionOf(sessionReference);
    if (!session)
      return problem(21173, "Brak sesji o wskazanym numerze referencyjnym.", [
        `Sesja o numerze referencyjnym ${sessionReference} nie została odnaleziona.`,
      ]);
    if (!session.open)
      return problem(21180, "Status sesji nie pozwala na wykonanie operacji.", ["Status sesji 170 uniemożliwia wysyłkę faktur."]);
    const encrypted = Buffer.from(String(body.encryptedInvoiceContent ?? ""), "base64");
    const sealed = fileMetadata(encrypted);
    if (sealed.size !== body.encryptedInvoiceSize)
      return problem(21402, "Nieprawidłowy rozmiar pliku.", ["Długość treści nie zgadza się z rozmiarem pliku."]);
    if (sealed.hash !== body.encryptedInvoiceHash)
      return problem(21403, "Nieprawidłowy skrót pliku.", ["Skrót treści nie zgadza się ze skrótem pliku."]);
    let plain: Buffer | null;
    try {
      plain = aesDecrypt(session.key, encrypted);
    } catch {
      plain = null;
    }
    if (plain) {
      const meta = fileMetadata(plain);
      if (meta.size !== body.invoiceSize)
        return problem(21402, "Nieprawidłowy rozmiar pliku.", ["Rozmiar faktury nie zgadza się z invoiceSize."]);
      if (meta.hash !== body.invoiceHash)
        return problem(21403, "Nieprawidłowy skrót pliku.", ["Skrót faktury nie zgadza się z invoiceHash."]);
    }
    const now = this.options.now();
    session.invoices += 1;
    const invoice: SentInvoice = {
      ordinalNumber: session.invoices,
      session: session.reference,
      reference: referenceNumber("EE", now),
      plain,
      receivedAt: now,
      status: { code: 100, description: "Faktura przyjęta do dalszego przetwarzania" },
      asked: 0,
      done: Promise.resolve(),
    };
    this.invoices.set(invoice.reference, invoice);
    invoice.done = this.queue = this.queue.then(() => this.process(invoice, session));
    return { status: 202, body: { referenceNumber: invoice.reference } };
  }

  close(sessionReference: string): Answer {
    const session = this.sessionOf(sessionReference);
    if (!session)
      return problem(21173, "Brak sesji o wskazanym numerze referencyjnym.", [
        `Sesja o numerze referencyjnym ${sessionReference} nie została odnaleziona.`,
      ]);
    if (!session.open)
      return problem(21180, "Status sesji nie pozwala na wykonanie operacji.", ["Status sesji 170 uniemożliwia jej zamknięcie."]);
    session.open = false;
    return { status: 204 };
  }

  /** An invoice's status: "processing" the first time it is asked about, then what KSeF decided. */
  async status(sessionReference: string, invoiceReference: string): Promise<Answer> {
    const invoice = this.invoiceOf(sessionReference, invoiceReference);
    if (!invoice)
      return problem(21405, "Błąd walidacji danych wejściowych.", ["Nie znaleziono faktury o wskazanym numerze referencyjnym."]);
    invoice.asked += 1;
    if (invoice.asked > 1) await invoice.done;
    const status = invoice.asked === 1 ? PROCESSING : invoice.status;
    return {
      status: 200,
      body: {
        ordinalNumber: invoice.ordinalNumber,
        referenceNumber: invoice.reference,
        invoiceHash: invoice.plain ? fileMetadata(invoice.plain).hash : "",
        invoicingDate: invoice.receivedAt.toISOString(),
        ...(invoice.accepted && status.code === 200
          ? {
              ksefNumber: invoice.accepted.ksefNumber,
              invoiceNumber: invoice.accepted.number,
              acquisitionDate: invoice.accepted.acceptedAt,
            }
          : {}),
        status,
      },
    };
  }

  upo(sessionReference: string, invoiceReference: string): Answer {
    const invoice = this.invoiceOf(sessionReference, invoiceReference);
    if (!invoice?.upo)
      return problem(21178, "Nie znaleziono UPO dla podanych kryteriów.", [`UPO faktury ${invoiceReference} nie zostało znalezione.`]);
    return { status: 200, xml: invoice.upo };
  }

  upoByKsefNumber(sessionReference: string, ksefNumber: string): Answer {
    const invoice = [...this.invoices.values()].find((one) => one.session === sessionReference && one.accepted?.ksefNumber === ksefNumber);
    if (!invoice?.upo)
      return problem(21178, "Nie znaleziono UPO dla podanych kryteriów.", [
        `UPO o numerze KSeF ${ksefNumber} i numerze referencyjnym sesji ${sessionReference} nie zostało znalezione.`,
      ]);
    return { status: 200, xml: invoice.upo };
  }

  private async process(invoice: SentInvoice, session: Session): Promise<void> {
    try {
      invoice.status = await this.decide(invoice, session);
    } catch (error) {
      // The stand-in's own fault (the XSD validator's worker did not start): said, so a failing test shows why.
      invoice.status = { code: 500, description: "Nieznany błąd (500)", details: [String(error).slice(0, 500)] };
    }
  }

  private async decide(invoice: SentInvoice, session: Session): Promise<Status> {
    if (!invoice.plain) return { code: 435, description: "Błąd odszyfrowania pliku" };
    if (invoice.plain[0] === 0xef && invoice.plain[1] === 0xbb && invoice.plain[2] === 0xbf)
      return { code: 430, description: "Błąd weryfikacji pliku faktury", details: ["Plik zawiera znacznik BOM."] };
    const xml = invoice.plain.toString("utf8");
    const checked = await validateFa3(xml);
    if (!checked.valid) return { code: 430, description: "Błąd weryfikacji pliku faktury", details: checked.errors.slice(0, 10) };
    const sellerNip = firstValue(xml, "Podmiot1/DaneIdentyfikacyjne/NIP") ?? "";
    const number = unescapeXml(firstValue(xml, "Fa/P_2") ?? "");
    const kind = firstValue(xml, "Fa/RodzajFaktury") ?? "";
    const issueDate = firstValue(xml, "Fa/P_1") ?? "";
    if (sellerNip !== this.options.nip)
      return {
        code: 410,
        description: "Nieprawidłowy zakres uprawnień",
        details: [`Brak uprawnień do wystawiania faktur w imieniu podmiotu ${sellerNip}.`],
      };
    const now = this.options.now();
    // KSeF counts the day in Poland: between midnight there and midnight UTC a Polish invoice is dated "tomorrow" in UTC.
    if (issueDate > shopDay(now))
      return {
        code: 450,
        description: "Błąd weryfikacji semantyki dokumentu faktury",
        details: ["Data wystawienia faktury (P_1) nie może być późniejsza niż data przyjęcia dokumentu do systemu KSeF."],
      };
    const original = this.accepted.find((one) => one.sellerNip === sellerNip && one.kind === kind && one.number === number);
    if (original)
      return {
        code: 440,
        description: "Duplikat faktury",
        details: [
          `Duplikat faktury. Faktura o numerze KSeF: ${original.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${original.session}`,
        ],
        extensions: { originalSessionReferenceNumber: original.session, originalKsefNumber: original.ksefNumber },
      };
    const plainMeta = fileMetadata(invoice.plain);
    const accepted: AcceptedInvoice = {
      ksefNumber: formatKsefNumber(sellerNip, now.toISOString().slice(0, 10).replace(/-/g, ""), hex(6)),
      number,
      sellerNip,
      kind,
      issueDate,
      invoiceHash: plainMeta.hash,
      invoiceHashUrl: Buffer.from(plainMeta.hash, "base64").toString("base64url"),
      session: session.reference,
      reference: invoice.reference,
      acceptedAt: now.toISOString(),
    };
    this.accepted.push(accepted);
    invoice.accepted = accepted;
    invoice.upo = upoXml({
      sessionReference: session.reference,
      contextNip: this.options.nip,
      authenticationHash: session.authenticationHash,
      sellerNip,
      ksefNumber: accepted.ksefNumber,
      invoiceNumber: number,
      issueDate,
      receivedAt: invoice.receivedAt,
      numberedAt: now,
      invoiceHash: plainMeta.hash,
    });
    return { code: 200, description: "Sukces" };
  }

  /** Every sign-in of the one context sees the context's sessions (another process of the shop, after a crash). */
  private sessionOf(reference: string): Session | null {
    const session = this.sessions.get(reference);
    if (session?.open && session.validUntil <= this.options.now()) session.open = false;
    return session ?? null;
  }

  private invoiceOf(sessionReference: string, invoiceReference: string): SentInvoice | null {
    const invoice = this.invoices.get(invoiceReference);
    return invoice && invoice.session === sessionReference ? invoice : null;
  }
}
