import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface PgliteServerOptions {
  /** A directory, or "memory://" for a throwaway database. */
  dataDir: string;
  /** A test's database, removed after it: commits do not wait for the WAL flush. */
  throwaway?: boolean;
  /** Called when the PGlite process ends without being asked to. */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface PgliteServer {
  url: string;
  /** The PGlite process (a test kills it to see the shop recover). */
  pid: number | undefined;
  stop(): Promise<void>;
}

const script = fileURLToPath(new URL("./server-process.mjs", import.meta.url));
/** A start is given up only when the process has made no progress (no CPU time spent) for this long. */
const STALL_MS = 60_000;
const CHECK_MS = 2_000;

/** Starts PGlite in a child process that speaks the PostgreSQL protocol on a loopback port. */
export function startPgliteServer(options: PgliteServerOptions): Promise<PgliteServer> {
  // --expose-gc: the process collects its start's garbage once it serves (server-process.mjs). A young generation of
  // 2 x 1 MB instead of up to 2 x 16: its JavaScript only passes bytes between the sockets and the database's
  // WebAssembly, whose memory is outside V8's heap (docs/adr/0032).
  const execArgv = ["--expose-gc", "--max-semi-space-size=1"];
  const child = fork(script, [JSON.stringify(options)], { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  let stopping = false;

  return new Promise((resolve, reject) => {
    // On a loaded machine the start (WebAssembly compile, recovery of the data directory) can take minutes;
    // it is waited for as long as the process keeps working, and given up once it stalls.
    const started = Date.now();
    let lastCpu = -1;
    let lastProgress = started;
    const timer = setInterval(() => {
      const cpu = cpuTimeOf(child.pid);
      if (cpu !== undefined && cpu !== lastCpu) {
        lastCpu = cpu;
        lastProgress = Date.now();
      }
      if (Date.now() - lastProgress >= STALL_MS)
        fail(
          new Error(
            `the embedded database (PGlite) stopped making progress ${Math.round((Date.now() - started) / 1000)} s into its start ` +
              `(no CPU time for ${STALL_MS / 1000} s; data directory ${options.dataDir}). Check free memory and disk, or set DATABASE_URL.`,
          ),
        );
    }, CHECK_MS);
    timer.unref();
    const fail = (error: Error) => {
      clearInterval(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    child.once("error", fail);
    child.once("exit", (code, signal) => {
      clearInterval(timer);
      if (!stopping) {
        reject(new Error(`PGlite exited during start (code ${code}, signal ${signal})`));
        options.onUnexpectedExit?.(code, signal);
      }
    });
    child.on("message", (message: { type: string; port?: number }) => {
      if (message.type !== "ready") return;
      clearInterval(timer);
      resolve({
        url: `postgres://postgres@127.0.0.1:${message.port}/postgres`,
        pid: child.pid,
        stop: async () => {
          stopping = true;
          await stopChild(child);
        },
      });
    });
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

/** The CPU time (user + system, in clock ticks) a process has used, from /proc; undefined where there is none. */
function cpuTimeOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    // The fields after the command name (which may hold spaces) start at state; utime and stime are 14th and 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}
