import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface PgliteServerOptions {
  /** A directory, or "memory://" for a throwaway database. */
  dataDir: string;
  /** Start from a tarball written by `dump()` (tests start each database from one template). */
  loadDataDirFile?: string;
  /** Called when the PGlite process ends without being asked to. */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface PgliteServer {
  url: string;
  dump(file: string): Promise<void>;
  stop(): Promise<void>;
}

const script = fileURLToPath(new URL("./server-process.mjs", import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** Starts PGlite in a child process that speaks the PostgreSQL protocol on a loopback port. */
export function startPgliteServer(options: PgliteServerOptions): Promise<PgliteServer> {
  const child = fork(script, [JSON.stringify(options)], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  let stopping = false;

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error("PGlite did not start within 60 s")), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    child.once("error", fail);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (!stopping) {
        reject(new Error(`PGlite exited during start (code ${code}, signal ${signal})`));
        options.onUnexpectedExit?.(code, signal);
      }
    });
    child.on("message", (message: { type: string; port?: number }) => {
      if (message.type !== "ready") return;
      clearTimeout(timer);
      resolve({
        url: `postgres://postgres@127.0.0.1:${message.port}/postgres`,
        dump: (file) => request(child, { type: "dump", file }, "dumped"),
        stop: async () => {
          stopping = true;
          await stopChild(child);
        },
      });
    });
  });
}

function request(child: ChildProcess, message: object, answer: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (reply: { type: string }) => {
      if (reply.type !== answer) return;
      child.off("message", onMessage);
      resolve();
    };
    child.on("message", onMessage);
    child.send(message);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    if (child.connected) child.send({ type: "close" });
    else child.kill("SIGTERM");
  });
}
