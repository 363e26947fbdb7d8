// SMSAPI.pl's REST `sms.do` (docs/adr/0022-sms-through-smsapi.md): one form-encoded POST a message with the OAuth
// token as a bearer, the sender name, `format=json`, `encoding=utf-8`, and `idx` + `check_idx=1` so that SMSAPI
// refuses a second message with the same idx (error 53): the outbox row's id is the idx, so a retry after a crash
// between SMSAPI's answer and our record never sends twice. `test=1` validates without sending (demo, tests).

export interface SmsToSend {
  /** The outbox row's id: the deduplication key (idx). */
  idx: string;
  /** E.164 ("+48512345678"). */
  to: string;
  text: string;
}

export interface SmsSent {
  /** SMSAPI's message id; null when SMSAPI had sent this idx already (error 53). */
  id: string | null;
  points: number;
}

/** What sends a text message (SMSAPI, or a test's own). */
export interface SmsSender {
  /** For logs: where messages go. */
  readonly display: string;
  send(message: SmsToSend): Promise<SmsSent>;
}

/** SMSAPI refused or could not be reached; `permanent`: trying again would fail the same way. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = "SmsSendError";
  }
}

/** SMSAPI's errors about the message itself (a bad number, text or sender): retrying cannot help. */
const PERMANENT_ERRORS = new Set([8, 11, 12, 13, 14, 18, 20, 21, 27, 31, 32, 33, 57, 94, 96]);
/** "A message with this idx was sent already" (check_idx=1): it went out on an earlier attempt. */
const DUPLICATE_IDX = 53;

export interface SmsApiOptions {
  /** https://api.smsapi.pl (or the backup https://api2.smsapi.pl, or a stand-in's address). */
  baseUrl: string;
  token: string;
  /** The registered sender name (up to 11 characters). */
  sender: string;
  /** `test=1`: SMSAPI validates and answers but sends nothing and charges nothing. */
  test: boolean;
  /** Default 15 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class SmsApiClient implements SmsSender {
  readonly display: string;
  private readonly endpoint: string;

  constructor(private readonly options: SmsApiOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, "")}/sms.do`;
    this.display = `${this.endpoint}${options.test ? " (test=1)" : ""}`;
  }

  async send(message: SmsToSend): Promise<SmsSent> {
    const form = new URLSearchParams({
      to: message.to.replace(/^\+/, ""),
      message: message.text,
      from: this.options.sender,
      format: "json",
      encoding: "utf-8",
      idx: message.idx,
      check_idx: "1",
    });
    if (this.options.test) form.set("test", "1");
    let response: Response;
    let body: unknown;
    try {
      response = await (this.options.fetch ?? fetch)(this.endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${this.options.token}`, "content-type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      body = text ? JSON.parse(text) : null;
    } catch (error) {
      throw new SmsSendError(`SMSAPI not reached: ${(error as Error).message}`, false);
    }
    const answer = (body ?? {}) as { error?: unknown; message?: unknown; count?: unknown; list?: unknown };
    if (answer.error !== undefined) {
      const code = Number(answer.error);
      if (code === DUPLICATE_IDX) return { id: null, points: 0 };
      throw new SmsSendError(`SMSAPI error ${code}: ${String(answer.message ?? "")}`, PERMANENT_ERRORS.has(code), code);
    }
    const [first] = Array.isArray(answer.list) ? (answer.list as Array<{ id?: unknown; points?: unknown }>) : [];
    if (!response.ok || !first) throw new SmsSendError(`SMSAPI answered ${response.status} without a message id`, false);
    return { id: String(first.id), points: Number(first.points ?? 0) };
  }
}
