import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A database served by this worker's PGlite host (pglite-host-process.mjs). */
export interface HostedDatabase {
  url: string;
  close(): Promise<void>;
}

type Reply =
  | { type: "opened"; id: number; port: number }
  | { type: "failed"; id: number; message: string }
  | { type: "closed"; id: number };

interface Host {
  child: ChildProcess;
  waiting: Map<number, (reply: Reply) => void>;
}

const script = fileURLToPath(new URL("./pglite-host-process.mjs", import.meta.url));
let host: Promise<Host> | undefined;
let nextId = 1;

/** The worker's host, started on first use and again after it died. */
function currentHost(): Promise<Host> {
  host ??= new Promise<Host>((resolve, reject) => {
    const child = fork(script, [], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    const waiting = new Map<number, (reply: Reply) => void>();
    // The worker may end while the host idles: the host must not keep it alive.
    child.unref();
    child.channel?.unref();
    child.on("message", (message: Reply | { type: "ready" }) => {
      if (message.type === "ready") resolve({ child, waiting });
      else waiting.get(message.id)?.(message);
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      host = undefined;
      const failure = { type: "failed", message: `the PGlite test host exited (code ${code}, signal ${signal})` } as const;
      for (const [id, answer] of waiting) answer({ ...failure, id });
      reject(new Error(failure.message));
    });
  });
  return host;
}

function ask(target: Host, message: { type: "open"; dataDir: string } | { type: "close" }, id: number): Promise<Reply> {
  return new Promise((resolve) => {
    target.waiting.set(id, (reply) => {
      target.waiting.delete(id);
      resolve(reply);
    });
    target.child.send({ ...message, id });
  });
}

/** Opens the data directory as a new PGlite instance in this worker's host. */
export async function openHostedDatabase(dataDir: string): Promise<HostedDatabase> {
  const target = await currentHost();
  const id = nextId++;
  const reply = await ask(target, { type: "open", dataDir }, id);
  if (reply.type !== "opened") throw new Error(reply.type === "failed" ? reply.message : "unexpected reply");
  return {
    url: `postgres://postgres@127.0.0.1:${reply.port}/postgres`,
    close: async () => {
      if (target.child.exitCode === null && target.child.signalCode === null) await ask(target, { type: "close" }, id);
    },
  };
}
