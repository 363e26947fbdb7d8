import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, isCompressible, negotiateEncoding, varyWith } from "./compression";

describe("content coding", () => {
  it("prefers brotli, then gzip, and honours q values", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("gzip;q=0, br;q=0")).toBe("identity");
  });

  it("compresses text types only", () => {
    expect(isCompressible("text/html; charset=utf-8")).toBe(true);
    expect(isCompressible("application/json")).toBe(true);
    expect(isCompressible("image/svg+xml; charset=utf-8")).toBe(true);
    expect(isCompressible("image/webp")).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });

  it("round-trips both codings", async () => {
    const body = Buffer.from("<p>Tobacco</p>".repeat(200));
    expect(brotliDecompressSync(await compress(body, "br")).equals(body)).toBe(true);
    expect(gunzipSync(await compress(body, "gzip", "small")).equals(body)).toBe(true);
  });

  it("adds to Vary once", () => {
    expect(varyWith(null, "Accept-Encoding")).toBe("Accept-Encoding");
    expect(varyWith("Cookie", "Accept-Encoding")).toBe("Cookie, Accept-Encoding");
    expect(varyWith("accept-encoding", "Accept-Encoding")).toBe("accept-encoding");
  });
});
