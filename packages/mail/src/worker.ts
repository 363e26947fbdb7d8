// The mail worker: takes due e-mails (channel 'email') from the outbox and sends them through SMTP, retrying with back-off;
// without SMTP it prints them to the log and leaves them in the outbox. Several processes may run one each.
import type { Db } from "@shop/db";
import { BRANDS, type BrandId } from "@shop/domain";
import type { EmailMessage, RenderedEmail } from "./message";
import { claimDue, markAttemptFailed, markLogged, markSent, type OutboxRow } from "./outbox";
import { outboxLoop } from "./outbox-loop";
import { renderQueued } from "./outbox-message";
import { listUnsubscribeHeaders } from "./render";
import { createSmtpTransport, describeError, isPermanent, type SmtpTransport, smtpSettings } from "./transport";

export interface MailLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface MailWorkerOptions {
  database: { db: Db };
  logger: MailLogger;
  /** SMTP_URL; without it e-mails are logged and kept in the outbox. */
  smtpUrl?: string | undefined;
  /**
   * Without SMTP_URL, the log shows each e-mail's subject and text: development and demo shops (the quick start's
   * sign-up is verified from it). Never a real deployment: its links carry tokens.
   */
  logTexts: boolean;
  /** How often the outbox is checked besides wake() (default 5 s). */
  pollMs?: number;
  /** The waits after each failed attempt; one more failure after the last one marks the e-mail failed. */
  retryDelaysMs?: readonly number[];
  /** How long a claimed e-mail is held by the worker sending it (default 5 min; longer than any send). */
  leaseMs?: number;
  batchSize?: number;
  /** The sender's name, and the reply-to address (the brand's contact e-mail); default: the default brand. */
  brand?: BrandId;
  /** The sender's address (default: the SMTP URL's `from` parameter, else no-reply@ the SMTP host's domain). */
  from?: string;
}

export interface MailWorker {
  /** Checks the outbox now (after the pass in flight, if any). */
  wake(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
}

const SECOND = 1000;
/** 30 s, 2 min, 10 min, 1 h, 2 h, 4 h, 8 h: 8 attempts over about 15 hours, then failed. */
export const DEFAULT_RETRY_DELAYS_MS = [30, 120, 600, 3600, 7200, 14_400, 28_800].map((s) => s * SECOND);

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { database, logger, logTexts } = options;
  const pollMs = options.pollMs ?? 5 * SECOND;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const leaseMs = options.leaseMs ?? 300 * SECOND;
  const batchSize = options.batchSize ?? 20;
  const brand = BRANDS[options.brand ?? "default"];
  const smtp = options.smtpUrl ? smtpSettings(options.smtpUrl, brand.name, options.from) : null;
  let transport: SmtpTransport | null = smtp ? createSmtpTransport(smtp) : null;

  if (smtp) logger.info({ smtp: smtp.display, from: smtp.from.address }, "mail worker started: e-mails go out through SMTP");
  else if (logTexts)
    logger.warn({}, "mail worker started without SMTP_URL: e-mails are printed to the log and kept in the outbox, not sent");
  else logger.warn({}, "mail worker started without SMTP_URL: e-mails are not sent, they stay in the outbox");

  /**
   * Sends one claimed e-mail and records what became of it; without SMTP answers its id, to be marked logged with the
   * batch. An e-mail queued unrendered (outbox-message.ts) is rendered here; one that cannot be fails for good.
   */
  async function deliver(row: OutboxRow): Promise<number | null> {
    let rendered: RenderedEmail | null;
    let headers: Record<string, string> | null;
    try {
      rendered = renderQueued(row);
      headers = row.message ? listUnsubscribeHeaders(row.message.message as EmailMessage) : null;
    } catch (error) {
      const reason = `not rendered: ${describeError(error)}`;
      logger.error({ emailId: row.id, kind: row.kind, error: reason }, "e-mail failed for good");
      await markAttemptFailed(database.db, row.id, reason, null);
      return null;
    }
    const { subject, html, text } = rendered ?? row;
    if (!transport || !smtp) {
      if (logTexts) logger.info({ emailId: row.id, to: row.toAddress, subject, text }, "e-mail not sent (no SMTP_URL)");
      else logger.info({ emailId: row.id, to: row.toAddress, kind: row.kind }, "e-mail not sent (no SMTP_URL): it stays in the outbox");
      return row.id;
    }
    try {
      const to = row.toAddress;
      const attachments = (row.attachments ?? []).map(({ filename, contentType, base64 }) => ({
        filename,
        contentType,
        content: Buffer.from(base64, "base64"),
      }));
      const mail = { from: smtp.from, replyTo: brand.contacts.email, to, subject, html, text, attachments };
      await transport.sendMail(headers ? { ...mail, headers } : mail);
    } catch (error) {
      const reason = describeError(error);
      const retryInMs = isPermanent(error) ? null : (delays[row.attempts - 1] ?? null);
      const fields = { emailId: row.id, kind: row.kind, attempts: row.attempts, error: reason };
      if (retryInMs === null) logger.error(fields, "e-mail failed for good");
      else logger.warn({ ...fields, retryInMs }, "e-mail not sent; will retry");
      await markAttemptFailed(database.db, row.id, reason, retryInMs);
      return null;
    }
    await markSent(database.db, row.id);
    logger.info({ emailId: row.id, kind: row.kind, attempts: row.attempts }, "e-mail sent");
    return null;
  }

  const loop = outboxLoop(
    async (stopped) => {
      while (!stopped()) {
        const rows = await claimDue(database.db, batchSize, leaseMs, "email");
        const logged: number[] = [];
        for (const row of rows) {
          try {
            const kept = await deliver(row);
            if (kept) logged.push(kept);
          } catch (error) {
            // The database failed while recording the outcome: the lease runs out and the e-mail is due again.
            logger.error({ emailId: row.id, error: describeError(error) }, "mail worker could not record an e-mail's outcome");
          }
        }
        try {
          await markLogged(database.db, logged);
        } catch (error) {
          logger.error({ emails: logged.length, error: describeError(error) }, "mail worker could not record the logged e-mails");
        }
        if (rows.length < batchSize) return;
      }
    },
    pollMs,
    (error) => logger.error({ error: describeError(error) }, "mail worker pass failed; retrying at the next poll"),
  );

  return {
    wake: loop.wake,
    async stop() {
      await loop.stop();
      transport?.close();
      transport = null;
    },
  };
}
