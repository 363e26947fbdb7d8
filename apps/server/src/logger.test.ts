import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, prettyLogs } from "./logger";

/** What the logger wrote for one line, to an output that is (or is not) a terminal. */
function written(format: "auto" | "json" | "pretty", isTTY: boolean): string {
  const output = Object.assign(new PassThrough(), { isTTY });
  let text = "";
  output.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  createLogger({ LOG_LEVEL: "info", LOG_FORMAT: format }, output).info({ reqId: "r-1", status: 200 }, "request");
  return text;
}

describe("the shop's log", () => {
  it("writes JSON lines when the output is not a terminal, or when told to", () => {
    for (const line of [written("auto", false), written("json", true)]) {
      expect(JSON.parse(line)).toMatchObject({ level: 30, msg: "request", reqId: "r-1", status: 200 });
    }
  });

  it("writes a readable line in a terminal: time, level, message and fields, no JSON", () => {
    const line = written("pretty", false);
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: request \{"reqId":"r-1","status":200\}\n$/);
    expect(prettyLogs("auto", { isTTY: true })).toBe(true);
    expect(prettyLogs("auto", { isTTY: false })).toBe(false);
    expect(prettyLogs("json", { isTTY: true })).toBe(false);
  });
});
