import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PgliteServer, startPgliteServer } from "./spawn";

// Several processes (npm start's HTTP workers) share the embedded database, each over its own connection.
describe("the embedded database with several connections", () => {
  let server: PgliteServer;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: server.url });
    client.on("error", () => {});
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startPgliteServer({ dataDir: "memory://", throwaway: true });
    const setup = await connect();
    await setup.query("create table notes (id serial primary key, body text not null)");
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
    await server?.stop();
  });

  it("answers each connection's parameterised queries with its own values when they run at the same time", async () => {
    const connections = await Promise.all([connect(), connect(), connect()]);
    const wrong = await Promise.all(
      connections.map(async (client, c) => {
        let errors = 0;
        for (let i = 0; i < 60; i++) {
          const n = c * 1000 + i;
          const answer = await client.query<{ n: number; s: string }>("select $1::int as n, $2::text as s", [n, `v${n}`]).catch(() => null);
          if (answer?.rows[0]?.n !== n || answer.rows[0]?.s !== `v${n}`) errors++;
        }
        return errors;
      }),
    );
    expect(wrong).toEqual([0, 0, 0]);
  });

  it("keeps a statement whose message arrives in many pieces apart from the others' statements", async () => {
    const [large, small] = await Promise.all([connect(), connect()]);
    const text = "x".repeat(4_000_000);
    const big = large.query<{ n: number }>("select length($1::text) as n", [text]).then(({ rows }) => rows[0]?.n);
    const others: Array<Promise<number | undefined>> = [];
    for (let i = 0; i < 20; i++) {
      others.push(small.query<{ n: number }>("select $1::int * 2 as n", [i]).then(({ rows }) => rows[0]?.n));
    }
    expect(await big).toBe(text.length);
    expect(await Promise.all(others)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it("keeps each connection's prepared statements apart, and drops them when it goes", async () => {
    const [first, second, observer] = await Promise.all([connect(), connect(), connect()]);
    const prepared = async () =>
      Number((await observer.query<{ n: string }>("select count(*) as n from pg_prepared_statements")).rows[0]?.n);
    const before = await prepared();
    for (let i = 0; i < 3; i++) {
      const [a, b] = await Promise.all([
        first.query<{ v: string }>({ name: "same_name", text: "select 'first:' || $1::text as v", values: [i] }),
        second.query<{ v: string }>({ name: "same_name", text: "select 'second:' || $1::text as v", values: [i] }),
      ]);
      expect([a.rows[0]?.v, b.rows[0]?.v]).toEqual([`first:${i}`, `second:${i}`]);
    }
    expect(await prepared()).toBe(before + 2);
    await first.end();
    await expect.poll(prepared).toBe(before + 1);
  });

  it("keeps answering a connection right while others come, prepare statements and go", async () => {
    const steady = await connect();
    const wrong: string[] = [];
    let running = true;
    const loop = (async () => {
      for (let i = 0; running; i++) {
        const named = await steady.query<{ n: number }>({ name: "steady", text: "select $1::int as n", values: [i] }).catch(String);
        const unnamed = await steady.query<{ s: string }>("select $1::text as s", [`u${i}`]).catch(String);
        if (typeof named === "string" || named.rows[0]?.n !== i) wrong.push(JSON.stringify(named));
        if (typeof unnamed === "string" || unnamed.rows[0]?.s !== `u${i}`) wrong.push(JSON.stringify(unnamed));
      }
    })();
    for (let k = 0; k < 5; k++) {
      const passing = await connect();
      for (let j = 0; j < 3; j++) await passing.query({ name: `passing_${j}`, text: `select ${j} as k` });
      await passing.end();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    running = false;
    await loop;
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it("keeps a transaction's uncommitted rows from the other connections", async () => {
    const [writer, reader] = await Promise.all([connect(), connect()]);
    await writer.query("begin");
    await writer.query("insert into notes (body) values ('draft')");
    const seen = reader.query<{ n: string }>("select count(*) as n from notes where body = 'draft'");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await writer.query("rollback");
    expect((await seen).rows[0]?.n).toBe("0");
  });

  it("rolls back the transaction of a connection that went away and serves the others", async () => {
    const [gone, other] = await Promise.all([connect(), connect()]);
    await gone.query("begin");
    await gone.query("insert into notes (body) values ('lost')");
    (gone as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await other.query<{ n: string }>("select count(*) as n from notes where body = 'lost'");
    expect(rows[0]?.n).toBe("0");
  });
});
