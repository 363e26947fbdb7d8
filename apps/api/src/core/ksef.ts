// KSeF, the Ministry of Finance's national e-invoicing system (issue 34, docs/invoices.md), as the port the invoice
// sender relies on: its one implementation is src/invoicing/ksef/gateway.ts, against KSeF 2.0 or its local stand-in.
// It never throws for one invoice's sake: every invoice handed in comes back as one outcome.

/** An invoice to send: the shop's id of it and its FA(3) XML exactly as issued. */
export interface KsefInvoice {
  id: number;
  xml: string;
}

/** Where KSeF has an invoice: the interactive session that carried it and the invoice's reference in it. */
export interface KsefPlace {
  session: string;
  reference: string;
}

export type KsefOutcome =
  /** In KSeF: its KSeF number and UPO. `duplicate`: KSeF already had it (code 440) and named the original's number. */
  | ({ id: number; kind: "accepted"; ksefNumber: string; upoXml: string; acceptedAt: Date; duplicate: boolean } & KsefPlace)
  /** KSeF refused it for good: its status code and its own words ("450 Błąd weryfikacji semantyki…: …"). */
  | ({ id: number; kind: "rejected"; code: number; message: string } & KsefPlace)
  /** Taken, not decided yet (or its UPO not ready): to be asked about again, never sent again. */
  | ({ id: number; kind: "pending"; ksefNumber: string | null } & KsefPlace)
  /**
   * Not done this time: KSeF did not answer, held us to its limits (`retryAfterMs`), or refused the attempt itself.
   * `resend`: it is not in KSeF (it never got there, or KSeF dropped its processing), so it is to be sent again;
   * otherwise it is in a session already and only its status is to be asked again.
   */
  | { id: number; kind: "failed"; message: string; resend: boolean; retryAfterMs?: number };

export interface KsefGateway {
  /**
   * Sends the invoices in one interactive session and follows them until KSeF decides or the pass's patience ends.
   * `onSent` runs as soon as KSeF took each one (202 and its reference), before the next is sent: the caller records
   * it, so that a crash after that resumes by asking, not by sending again. An error `onSent` throws ends the pass.
   */
  sendInvoices(invoices: KsefInvoice[], onSent: (id: number, place: KsefPlace) => Promise<void>): Promise<KsefOutcome[]>;
  /** Asks about invoices sent earlier (in a pass that ended before KSeF decided, or one a crash cut short). */
  checkInvoices(invoices: Array<{ id: number } & KsefPlace>): Promise<KsefOutcome[]>;
}
