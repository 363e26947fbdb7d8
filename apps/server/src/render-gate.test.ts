import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createHttpHandler } from "./http-handler";
import { createRenderGate } from "./render-gate";

/** A request and its response as far as the gate looks at them: events, a socket that can go away, an answer. */
function exchange(url = "/en/warszawa") {
  const socket = { destroyed: false };
  const req = Object.assign(new EventEmitter(), { url, socket }) as unknown as IncomingMessage;
  const answer: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    writableEnded: false,
    writeHead(status: number, headers: Record<string, string>) {
      answer.status = status;
      answer.headers = headers;
    },
    end(body: string) {
      answer.body = body;
      res.writableEnded = true;
      res.emit("finish");
      res.emit("close");
    },
  });
  const finish = () => {
    res.writableEnded = true;
    res.emit("finish");
    res.emit("close");
  };
  const leave = () => {
    socket.destroyed = true;
    res.destroyed = true;
    res.emit("close");
  };
  return { req, res: res as unknown as ServerResponse, finish, leave, answer };
}

/** One turn of the event loop: the gate starts waiting renders on the next one. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("createRenderGate", () => {
  it("renders at most `limit` pages at a time, the waiting ones in arrival order as places free up", async () => {
    const gate = createRenderGate({ limit: 2, maxWaitMs: 10_000 });
    const started: number[] = [];
    const exchanges = [0, 1, 2, 3].map((n) => {
      const x = exchange();
      gate.admit(x.req, x.res, () => started.push(n));
      return x;
    });
    await turn();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ active: 2, waiting: 2 });
    exchanges[1]?.finish();
    await turn();
    expect(started).toEqual([0, 1, 2]);
    exchanges[0]?.finish();
    await turn();
    expect(started).toEqual([0, 1, 2, 3]);
    exchanges[2]?.finish();
    exchanges[3]?.finish();
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it("starts at most `limit` renders per turn of the event loop, even when each finishes at once", async () => {
    // A render whose data is in memory finishes within its turn; chaining them all kept the process from reading
    // its sockets and accepting connections until the queue was empty (docs/performance.md, stop 48).
    const gate = createRenderGate({ limit: 2, maxWaitMs: 10_000 });
    const started: number[] = [];
    for (const n of [0, 1, 2, 3, 4]) {
      const x = exchange();
      gate.admit(x.req, x.res, () => {
        started.push(n);
        x.finish();
      });
    }
    expect(started).toEqual([]);
    await turn();
    expect(started).toEqual([0, 1]);
    await turn();
    expect(started).toEqual([0, 1, 2, 3]);
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it("frees a place once, whether the response finished, closed or both", async () => {
    const gate = createRenderGate({ limit: 1, maxWaitMs: 10_000 });
    const first = exchange();
    gate.admit(first.req, first.res, () => {});
    await turn();
    first.finish();
    first.res.emit("close");
    const started: string[] = [];
    for (const name of ["a", "b"]) {
      const x = exchange();
      gate.admit(x.req, x.res, () => started.push(name));
    }
    await turn();
    await turn();
    expect(started).toEqual(["a"]);
    expect(gate.load()).toEqual({ active: 1, waiting: 1 });
  });

  it("drops a waiting request whose visitor left, without rendering it", async () => {
    const gate = createRenderGate({ limit: 1, maxWaitMs: 10_000 });
    const started: string[] = [];
    const running = exchange();
    gate.admit(running.req, running.res, () => started.push("running"));
    const gone = exchange();
    gate.admit(gone.req, gone.res, () => started.push("gone"));
    const next = exchange();
    gate.admit(next.req, next.res, () => started.push("next"));
    await turn();
    gone.leave();
    running.finish();
    await turn();
    expect(started).toEqual(["running", "next"]);
    expect(gone.answer.status).toBeUndefined();
  });

  it("answers 503 with Retry-After, in the page's language, to a request that waited too long", async () => {
    let now = 0;
    const gate = createRenderGate({ limit: 1, maxWaitMs: 10_000, now: () => now });
    const started: string[] = [];
    const running = exchange();
    gate.admit(running.req, running.res, () => started.push("running"));
    const late = exchange("/pl/krakow/categories/hookahs");
    gate.admit(late.req, late.res, () => started.push("late"));
    await turn();
    const onTime = exchange();
    now = 10_001;
    running.finish();
    gate.admit(onTime.req, onTime.res, () => started.push("on time"));
    await turn();
    expect(started).toEqual(["running", "on time"]);
    expect(late.answer.status).toBe(503);
    expect(late.answer.headers?.["Retry-After"]).toBe("5");
    expect(late.answer.headers?.["Cache-Control"]).toBe("no-store");
    expect(late.answer.body).toContain('lang="pl"');
    expect(late.answer.body).toContain("Sklep jest teraz przeciążony");
  });
});

describe("the shop's handler with a render gate", () => {
  it("lets API requests past pages that wait for their turn", async () => {
    const releases: Array<() => void> = [];
    const rendered: string[] = [];
    const storefront = async (request: Request) => {
      await new Promise<void>((resolve) => releases.push(resolve));
      rendered.push(new URL(request.url).pathname);
      return new Response("<p>page</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    };
    const api = { fetch: () => Response.json({ ok: true }) };
    const gate = createRenderGate({ limit: 1, maxWaitMs: 10_000 });
    const server = createServer(createHttpHandler({ api, storefront, gate, logger: pino({ level: "silent" }) }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = fetch(`${base}/en/warszawa`);
      const second = fetch(`${base}/en/krakow`);
      await expect.poll(() => releases.length).toBe(1);
      // One page renders, one waits for it; the API answers meanwhile.
      expect(await (await fetch(`${base}/api/v1/health`)).json()).toEqual({ ok: true });
      expect(gate.load()).toEqual({ active: 1, waiting: 1 });
      releases[0]?.();
      expect((await first).status).toBe(200);
      await expect.poll(() => releases.length).toBe(2);
      releases[1]?.();
      expect((await second).status).toBe(200);
      expect(rendered).toEqual(["/en/warszawa", "/en/krakow"]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
