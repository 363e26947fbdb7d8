// A local stand-in for SMSAPI.pl's `sms.do` (demo mode and tests; node:http, no dependencies, a random port on
// 127.0.0.1): it takes the form-encoded POST behind the bearer token, validates it as SMSAPI does (the number, the
// message, the sender name), answers `{count, list:[{id, points, number, status}]}` or `{error, message}`,
// refuses a second message with the same idx under check_idx=1 (error 53), keeps the messages and logs each
// ("SMS to +48…: …"). SMSAPI_BASE=stand-in starts one in the server (the cluster's workers share it); tests start their own.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInSms {
  id: string;
  /** E.164, as the shop meant it. */
  to: string;
  from: string;
  text: string;
  idx: string | null;
  test: boolean;
  parts: number;
  at: Date;
}

export interface SmsApiStandInOptions {
  token: string;
  /** The account's registered sender names ("Test" and "Info" always work, as on a new SMSAPI account). */
  senders?: readonly string[];
  /** Each message taken, for the log. */
  log?: (sms: StandInSms) => void;
}

type Fault = "error-500" | "drop-after-taking";

/** The GSM 03.38 basic set: a message only of these is 160 characters a part, else UCS-2 at 70. */
const GSM = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

export function smsParts(text: string): number {
  const [single, multi] = GSM.test(text) ? [160, 153] : [70, 67];
  const length = [...text].length;
  return length <= single ? 1 : Math.ceil(length / multi);
}

export class SmsApiStandIn {
  /** Every message taken (not the refused ones), in order. */
  readonly messages: StandInSms[] = [];
  /** Every request's outcome: "sent", "error <code>", "500" or "dropped". */
  readonly requests: string[] = [];
  baseUrl = "";
  private server: Server | undefined;
  private nextId = 1;
  private readonly idxs = new Set<string>();
  private readonly faults: Fault[] = [];

  constructor(private readonly options: SmsApiStandInOptions) {}

  /**
   * The next requests fail, one fault each: "error-500" answers SMSAPI's internal error before taking the message;
   * "drop-after-taking" takes it and cuts the connection before answering (the shop does not learn it was sent).
   */
  failNext(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  /** Listens on 127.0.0.1 at `port` (default: a free one); answers its base URL. */
  async start(port = 0): Promise<string> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch(() => reply(response, 500, { error: 201, message: "System internal error" }));
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    this.server = server;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.baseUrl);
    const body = await readBody(request);
    if (request.method !== "POST" || url.pathname !== "/sms.do") return reply(response, 404, { error: 8, message: "Error in request" });
    if (request.headers.authorization !== `Bearer ${this.options.token}`) {
      this.requests.push("error 101");
      return reply(response, 401, { error: 101, message: "Authorization failed" });
    }
    const fault = this.faults.shift();
    if (fault === "error-500") {
      this.requests.push("500");
      return reply(response, 500, { error: 201, message: "System internal error" });
    }
    const form = new URLSearchParams(body);
    const refused = this.problem(form);
    if (refused) {
      this.requests.push(`error ${refused.error}`);
      return reply(response, 200, refused);
    }
    const to = form.get("to") as string;
    const text = form.get("message") as string;
    const idx = form.get("idx");
    if (idx) this.idxs.add(idx);
    const sms: StandInSms = {
      id: `SA${String(this.nextId++).padStart(10, "0")}`,
      to: `+${to}`,
      from: form.get("from") ?? "Info",
      text,
      idx,
      test: form.get("test") === "1",
      parts: smsParts(text),
      at: new Date(),
    };
    this.messages.push(sms);
    this.options.log?.(sms);
    if (fault === "drop-after-taking") {
      this.requests.push("dropped");
      response.socket?.destroy();
      return;
    }
    this.requests.push("sent");
    const points = Math.round(sms.parts * 0.165 * 1000) / 1000;
    reply(response, 200, {
      count: 1,
      list: [{ id: sms.id, points, number: to, date_sent: Math.floor(Date.now() / 1000), status: "QUEUE" }],
    });
  }

  /** What SMSAPI would refuse, as it says it. */
  private problem(form: URLSearchParams): { error: number; message: string } | null {
    if (form.get("format") !== "json") return { error: 8, message: "Error in request (format=json expected)" };
    const to = form.get("to") ?? "";
    if (!/^[1-9][0-9]{6,14}$/.test(to)) return { error: 13, message: "No correct phone numbers" };
    const text = form.get("message") ?? "";
    if (text.trim() === "") return { error: 11, message: "Message too long or there is no message" };
    if (smsParts(text) > 6) return { error: 12, message: "Message has more parts than defined in &max_parts" };
    const from = form.get("from") ?? "Info";
    if (![...(this.options.senders ?? []), "Test", "Info"].includes(from)) return { error: 14, message: "Invalid sender field" };
    const idx = form.get("idx");
    if (idx !== null && !/^[A-Za-z0-9]{1,255}$/.test(idx)) return { error: 27, message: "Parameter idx too long or not alphanumeric" };
    if (idx && form.get("check_idx") === "1" && this.idxs.has(idx))
      return { error: 53, message: "Not unique idx parameter, message with the same idx has been already sent" };
    return null;
  }
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return void response.end();
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
