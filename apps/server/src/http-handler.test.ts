import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, loggableUrl } from "./http-handler";

describe("loggableUrl", () => {
  it("never logs the tokens of e-mail links", () => {
    expect(loggableUrl("/en/warszawa/auth/verify-email?token=abc123")).toBe("/en/warszawa/auth/verify-email?token=***");
    expect(loggableUrl("/api/v1/password-restore/is-valid?x=1&token=secret&y=2")).toBe(
      "/api/v1/password-restore/is-valid?x=1&token=***&y=2",
    );
    expect(loggableUrl("/en/warszawa/products/search?q=token")).toBe("/en/warszawa/products/search?q=token");
  });
});

describe("clientAddress", () => {
  const request = (forwarded: string | undefined, remote = "10.0.0.9") =>
    ({
      headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
      socket: { remoteAddress: remote },
    }) as unknown as IncomingMessage;

  it("is the socket's address unless a proxy is trusted, whatever the client claims", () => {
    expect(clientAddress(request("1.1.1.1"), false)).toBe("10.0.0.9");
    expect(clientAddress(request(undefined), false)).toBe("10.0.0.9");
  });

  it("behind a trusted proxy, is the entry that proxy added (the last)", () => {
    expect(clientAddress(request("6.6.6.6, 203.0.113.7"), true)).toBe("203.0.113.7");
    expect(clientAddress(request(undefined), true)).toBe("10.0.0.9");
  });
});
