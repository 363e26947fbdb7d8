// A real SMTP server in the test process (127.0.0.1, no TLS, no auth): what arrives is parsed with mailparser.
import { createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Catcher {
  port: number;
  url: string;
  received: Array<{ rcptTo: string[]; mail: ParsedMail }>;
  /** While true, every message is refused with a temporary error (451). */
  refusing: boolean;
  close(): Promise<void>;
}

export async function startCatcher(port = 0): Promise<Catcher> {
  const catcher: Catcher = { port, url: "", received: [], refusing: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (catcher.refusing) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          catcher.received.push({ rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  catcher.port = typeof address === "object" && address ? address.port : port;
  catcher.url = `smtp://127.0.0.1:${catcher.port}`;
  catcher.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return catcher;
}

/** A port on which nobody listens (for now). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

export interface LogLine {
  level: "info" | "warn" | "error";
  fields: object;
  message: string;
}

/** A logger that keeps its lines. */
export function captureLogger() {
  const lines: LogLine[] = [];
  const at = (level: LogLine["level"]) => (fields: object, message: string) => void lines.push({ level, fields, message });
  return { logger: { info: at("info"), warn: at("warn"), error: at("error") }, lines };
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error("waitFor: timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
