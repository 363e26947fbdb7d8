// One pass of the KSeF sender (issue 34, docs/invoices.md "KSeF"): claims the invoices due (packages/db ksef-queue),
// asks KSeF about those it already took, sends the waiting ones in one interactive session (each recorded `sent` the
// moment KSeF takes it), and records what became of each: accepted with its KSeF number and UPO, rejected in KSeF's
// words, still pending, or an attempt that failed (back-off, KSeF's Retry-After when longer). Nothing is sent twice:
// a claimed row is this pass's alone, a sent one is only asked about, and should the same invoice reach KSeF again
// anyway (a crash between KSeF's 202 and our write), KSeF's duplicate answer (440) gives the original's number.
import {
  claimDueKsefInvoices,
  type Db,
  recordKsefAccepted,
  recordKsefAttemptFailed,
  recordKsefPending,
  recordKsefRejected,
  recordKsefSent,
} from "@shop/db";
import type { Logger } from "pino";
import type { KsefGateway, KsefOutcome } from "../../core/ksef";

export interface SendToKsefDeps {
  database: { db: Db };
  logger: Logger;
  gateway: KsefGateway;
}

export interface SendToKsefOptions {
  /** Invoices taken per pass; default 50 (KSeF allows 30 sends a minute in interactive sessions). */
  batch?: number;
  /** How long a claimed invoice is this pass's alone; default 10 minutes, longer than a pass takes. */
  leaseMs?: number;
  /** When a pending invoice is asked about again; default 30 s. */
  pendingDelayMs?: number;
}

export interface SendToKsefResult {
  accepted: number;
  rejected: number;
  pending: number;
  failed: number;
}

export async function sendInvoicesToKsef(deps: SendToKsefDeps, options: SendToKsefOptions = {}): Promise<SendToKsefResult> {
  const { db } = deps.database;
  const result: SendToKsefResult = { accepted: 0, rejected: 0, pending: 0, failed: 0 };
  const claimed = await claimDueKsefInvoices(db, { limit: options.batch ?? 50, leaseMs: options.leaseMs ?? 10 * 60_000 });
  if (claimed.length === 0) return result;
  const numbers = new Map(claimed.map((row) => [row.id, row.number]));
  const toCheck = claimed.flatMap((row) =>
    row.ksefStatus === "sent" && row.ksefSession && row.ksefReference
      ? [{ id: row.id, session: row.ksefSession, reference: row.ksefReference }]
      : [],
  );
  const checking = new Set(toCheck.map((row) => row.id));
  const toSend = claimed.filter((row) => !checking.has(row.id)).map((row) => ({ id: row.id, xml: row.xml }));

  const record = async (outcome: KsefOutcome) => {
    const number = numbers.get(outcome.id);
    result[outcome.kind] += 1;
    switch (outcome.kind) {
      case "accepted": {
        await recordKsefAccepted(db, outcome.id, outcome);
        const how = outcome.duplicate ? "KSeF already had it (duplicate): the original's number kept" : "in KSeF";
        deps.logger.info({ invoice: number, ksefNumber: outcome.ksefNumber }, `invoice ${number} ${how}`);
        return;
      }
      case "rejected":
        await recordKsefRejected(db, outcome.id, outcome);
        deps.logger.warn({ invoice: number, code: outcome.code, ksef: outcome.message }, `KSeF rejected invoice ${number}`);
        return;
      case "pending":
        await recordKsefPending(db, outcome.id, { ...outcome, delayMs: options.pendingDelayMs ?? 30_000 });
        return;
      case "failed":
        await recordKsefAttemptFailed(db, outcome.id, outcome);
        deps.logger.warn({ invoice: number, reason: outcome.message }, `invoice ${number} not in KSeF yet; trying again later`);
    }
  };
  for (const outcome of await deps.gateway.checkInvoices(toCheck)) await record(outcome);
  const sent = await deps.gateway.sendInvoices(toSend, (id, place) => recordKsefSent(db, id, place));
  for (const outcome of sent) await record(outcome);
  return result;
}
