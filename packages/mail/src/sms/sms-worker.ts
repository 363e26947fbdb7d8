// The SMS worker: takes due text messages (channel 'sms') from the outbox and sends them through SMSAPI, with the
// mail worker's lease and back-off; without SMSAPI configured it logs them and leaves them in the outbox as `logged`.
// Several processes may run one each: a row is claimed by one (FOR UPDATE SKIP LOCKED, then a lease), and SMSAPI's
// idx (the row's id and creation time) with check_idx=1 makes a send retried after a crash go out once. A failure is
// logged and retried; it never touches the order.
import type { Db } from "@shop/db";
import { claimDue, markAttemptFailed, markLogged, markSent, type OutboxRow } from "../outbox";
import { outboxLoop } from "../outbox-loop";
import type { MailLogger } from "../worker";
import { SmsSendError, type SmsSender } from "./smsapi";

export interface SmsWorkerOptions {
  database: { db: Db };
  logger: MailLogger;
  /** SMSAPI (or the stand-in); without it messages are logged and stay in the outbox. */
  sender?: SmsSender | undefined;
  /** Without a sender, the log shows each message's text (development and demo shops). */
  logTexts: boolean;
  /** Default 5 s. */
  pollMs?: number;
  /** The waits after each failed attempt; one more failure after the last one marks the message failed. */
  retryDelaysMs?: readonly number[];
  /** Default 2 min (a send takes at most 15 s). */
  leaseMs?: number;
  batchSize?: number;
}

export interface SmsWorker {
  wake(): void;
  stop(): Promise<void>;
}

const SECOND = 1000;
/** 30 s, 2 min, 10 min, 1 h, 2 h: a text message is news of the day, so it stops trying after about 3 hours. */
export const SMS_RETRY_DELAYS_MS = [30, 120, 600, 3600, 7200].map((s) => s * SECOND);

/** The message's idx at SMSAPI: its outbox row, made unique across databases by the row's creation time. */
export const smsIdx = (row: Pick<OutboxRow, "id" | "createdAt">) => `${row.id}t${row.createdAt.getTime()}`;

export function createSmsWorker(options: SmsWorkerOptions): SmsWorker {
  const { database, logger, sender } = options;
  const delays = options.retryDelaysMs ?? SMS_RETRY_DELAYS_MS;
  const batchSize = options.batchSize ?? 20;
  if (sender) logger.info({ smsapi: sender.display }, "SMS worker started: text messages go out through SMSAPI");
  else logger.warn({}, "SMS worker started without SMSAPI (SMSAPI_TOKEN): text messages stay in the outbox, not sent");

  async function deliver(row: OutboxRow): Promise<void> {
    const fields = { smsId: row.id, kind: row.kind, to: row.toAddress };
    if (!sender) {
      logger.info(options.logTexts ? { ...fields, text: row.text } : fields, "SMS not sent (no SMSAPI): it stays in the outbox");
      await markLogged(database.db, [row.id]);
      return;
    }
    try {
      const sent = await sender.send({ idx: smsIdx(row), to: row.toAddress, text: row.text });
      await markSent(database.db, row.id);
      logger.info({ ...fields, attempts: row.attempts, smsapiId: sent.id, points: sent.points }, "SMS sent");
    } catch (error) {
      if (!(error instanceof SmsSendError)) throw error;
      const retryInMs = error.permanent ? null : (delays[row.attempts - 1] ?? null);
      const failed = { ...fields, attempts: row.attempts, error: error.message };
      if (retryInMs === null) logger.error(failed, "SMS failed for good");
      else logger.warn({ ...failed, retryInMs }, "SMS not sent; will retry");
      await markAttemptFailed(database.db, row.id, error.message, retryInMs);
    }
  }

  return outboxLoop(
    async (stopped) => {
      while (!stopped()) {
        const rows = await claimDue(database.db, batchSize, options.leaseMs ?? 120 * SECOND, "sms");
        for (const row of rows) {
          try {
            await deliver(row);
          } catch (error) {
            // The database failed while recording the outcome: the lease runs out, and SMSAPI's idx keeps it to one SMS.
            logger.error({ smsId: row.id, error: String(error) }, "SMS worker could not record a message's outcome");
          }
        }
        if (rows.length < batchSize) return;
      }
    },
    options.pollMs ?? 5 * SECOND,
    (error) => logger.error({ error: String(error) }, "SMS worker pass failed; retrying at the next poll"),
  );
}
