// The KsefGateway (core/ksef.ts) over the KSeF 2.0 client: one interactive session per pass carries every invoice due
// (docs/invoices.md "KSeF": why interactive), then each invoice's status is asked until KSeF gives its KSeF number or
// refuses it, and the UPO is fetched. Statuses (SessionInvoiceStatusResponse): 100 and 150 still in progress; 200
// success; 440 a duplicate, taken as already sent with the original's number; 405, 500 and 550 KSeF dropped the
// processing ("try again"): to be sent again; any other 4xx a rejection in KSeF's words.
import type { KsefGateway, KsefInvoice, KsefOutcome, KsefPlace } from "../../core/ksef";
import { type InvoiceStatus, type KsefClient, KsefError } from "./client";

export interface KsefGatewayOptions {
  /** How many times a pass asks about an invoice before leaving it for the next pass; default 10. */
  statusPolls?: number;
  /** Between two rounds of asking; default 2 s. */
  statusPollMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

/** KSeF's processing was dropped by KSeF itself: the invoice is not in KSeF and is sent again. */
const DROPPED = new Set([405, 500, 550]);
const KSEF_NUMBER_IN_WORDS = /\b\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}\b/;
const REFERENCE_IN_WORDS = /\b\d{8}-[0-9A-Z]{2}-[0-9A-F]{10}-[0-9A-F]{10}-[0-9A-F]{2}\b/;

const wordsOf = (status: InvoiceStatus) =>
  `${status.code} ${status.description}${status.details.length ? `: ${status.details.join("; ")}` : ""}`.slice(0, 2000);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);
const retryOf = (error: unknown) =>
  error instanceof KsefError && error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {};

export function ksefGateway(client: KsefClient, options: KsefGatewayOptions = {}): KsefGateway {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());
  const failed = (id: number, error: unknown, resend: boolean): KsefOutcome => ({
    id,
    kind: "failed",
    message: reasonOf(error),
    resend,
    ...retryOf(error),
  });

  /** What one status means; fetches the UPO of an accepted invoice (a UPO not ready leaves it pending). */
  async function settle(item: { id: number } & KsefPlace, status: InvoiceStatus): Promise<KsefOutcome | null> {
    const { id, session, reference } = item;
    if (status.code === 100 || status.code === 150) return null;
    if (status.code === 200) {
      if (!status.ksefNumber) return { id, kind: "pending", ksefNumber: null, session, reference };
      try {
        const upoXml = await client.invoiceUpo(session, reference);
        const acceptedAt = status.acquisitionDate ? new Date(status.acquisitionDate) : now();
        return { id, kind: "accepted", ksefNumber: status.ksefNumber, upoXml, acceptedAt, duplicate: false, session, reference };
      } catch {
        return { id, kind: "pending", ksefNumber: status.ksefNumber, session, reference };
      }
    }
    if (status.code === 440) {
      const words = status.details.join(" ");
      const original = status.extensions.originalKsefNumber ?? KSEF_NUMBER_IN_WORDS.exec(words)?.[0];
      const originalSession = status.extensions.originalSessionReferenceNumber ?? REFERENCE_IN_WORDS.exec(words)?.[0];
      // A duplicate KSeF names no original of cannot be matched: staff read KSeF's words (it is never sent again).
      if (!original || !originalSession) return { id, kind: "rejected", code: 440, message: wordsOf(status), session, reference };
      try {
        const upoXml = await client.upoByKsefNumber(originalSession, original);
        return { id, kind: "accepted", ksefNumber: original, upoXml, acceptedAt: now(), duplicate: true, session, reference };
      } catch {
        return { id, kind: "pending", ksefNumber: original, session, reference };
      }
    }
    if (DROPPED.has(status.code) || status.code >= 500) return failed(id, new Error(`KSeF dropped it: ${wordsOf(status)}`), true);
    return { id, kind: "rejected", code: status.code, message: wordsOf(status), session, reference };
  }

  /** Asks about each invoice, round after round, until each is decided or the rounds run out. */
  async function follow(items: Array<{ id: number } & KsefPlace>): Promise<KsefOutcome[]> {
    const outcomes: KsefOutcome[] = [];
    let open = items;
    const rounds = options.statusPolls ?? 10;
    for (let round = 1; open.length > 0; round++) {
      const still: typeof open = [];
      for (const [index, item] of open.entries()) {
        let status: InvoiceStatus;
        try {
          status = await client.invoiceStatus(item.session, item.reference);
        } catch (error) {
          // KSeF stopped answering: the rest wait in their sessions for the next pass.
          for (const rest of open.slice(index)) outcomes.push(failed(rest.id, error, false));
          return outcomes;
        }
        const outcome = await settle(item, status);
        if (outcome) outcomes.push(outcome);
        else still.push(item);
      }
      open = still;
      if (open.length === 0) break;
      if (round >= rounds) {
        for (const item of open)
          outcomes.push({ id: item.id, kind: "pending", ksefNumber: null, session: item.session, reference: item.reference });
        break;
      }
      await sleep(options.statusPollMs ?? 2000);
    }
    return outcomes;
  }

  return {
    async sendInvoices(invoices: KsefInvoice[], onSent) {
      if (invoices.length === 0) return [];
      let session: Awaited<ReturnType<KsefClient["openOnlineSession"]>>;
      try {
        session = await client.openOnlineSession();
      } catch (error) {
        return invoices.map((invoice) => failed(invoice.id, error, true));
      }
      const outcomes: KsefOutcome[] = [];
      const sent: Array<{ id: number } & KsefPlace> = [];
      try {
        for (const [index, invoice] of invoices.entries()) {
          let reference: string;
          try {
            reference = await client.sendInvoice(session, invoice.xml);
          } catch (error) {
            // Refused on its own (a size or hash KSeF disputes): the next one may go. Otherwise KSeF is away or holds
            // us to its limits: the rest wait for a later pass.
            if (error instanceof KsefError && error.kind === "refused") {
              outcomes.push(failed(invoice.id, error, true));
              continue;
            }
            for (const rest of invoices.slice(index)) outcomes.push(failed(rest.id, error, true));
            break;
          }
          const place = { session: session.referenceNumber, reference };
          await onSent(invoice.id, place);
          sent.push({ id: invoice.id, ...place });
        }
      } finally {
        // Closing asks KSeF for the session's collective UPO; a session left open closes by itself after 12 hours.
        await client.closeOnlineSession(session.referenceNumber).catch(() => {});
      }
      return [...outcomes, ...(await follow(sent))];
    },

    checkInvoices(invoices) {
      return follow(invoices);
    },
  };
}
