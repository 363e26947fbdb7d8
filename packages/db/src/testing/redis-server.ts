// A Redis server of a test's own (`/usr/bin/redis-server`, nothing saved to disk), which the test may stop and start
// again on the same port: the shop's behaviour during a Redis outage (docs/operations.md "Redis down").
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { isCi } from "./required-services";

export const REDIS_SERVER = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";

/**
 * Whether this machine can run a Redis server of a test's own. CI must (it has Redis): there a missing server
 * fails the test rather than skipping it.
 */
export const canRunRedisServer = (): boolean => existsSync(REDIS_SERVER) || isCi(process.env);

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: an outage, not a shutdown) and resolves once its port refuses connections. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing was saved) and resolves once it answers. */
  start(): Promise<void>;
  /** The keys that match a pattern (KEYS, fine for a test's few). */
  keys(pattern: string): Promise<string[]>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Sends one command (RESP) and resolves with the raw answer. */
const ask = (port: number, args: string[]) =>
  new Promise<string>((resolve, reject) => {
    const socket = new Socket();
    let answer = "";
    socket.once("error", reject);
    socket.connect(port, "127.0.0.1", () => {
      socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join("")}`);
      socket.on("data", (data) => {
        answer += data;
        // An array answer: its header says how many bulk strings follow.
        const count = /^\*(-?\d+)\r\n/.exec(answer);
        const lines = answer.split("\r\n").length - 1;
        if (!count || lines >= 1 + 2 * Math.max(0, Number(count[1]))) {
          socket.destroy();
          resolve(answer);
        }
      });
    });
  });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.once("error", () => resolve(false));
    socket.connect(port, "127.0.0.1", () => {
      socket.write("PING\r\n");
      socket.once("data", (data) => {
        socket.destroy();
        resolve(String(data).startsWith("+PONG"));
      });
    });
  });

async function until(check: () => Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a Redis server on a free port; call stop() when done (it is also killed when the test process exits). */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const kill = () => child?.kill("SIGKILL");
  process.once("exit", kill);
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      });
      await until(() => answers(port), `redis-server on port ${port}`);
    },
    async keys(pattern) {
      const answer = await ask(port, ["KEYS", pattern]);
      return answer
        .split("\r\n")
        .slice(1)
        .filter((_line, index) => index % 2 === 1);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await exited;
      await until(async () => !(await answers(port)), `redis-server on port ${port} to stop`);
    },
  };
  await own.start();
  return own;
}
