import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWindowBits, compress, compressSmallSync, isCompressible, negotiateEncoding, varyWith } from "./compression";

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

  it("sizes brotli's window to the body, and round-trips bodies on both sides of a window's size", async () => {
    expect(brotliWindowBits(100)).toBe(16);
    expect(brotliWindowBits(120_000)).toBe(17);
    expect(brotliWindowBits(2 ** 17 - 16)).toBe(17);
    expect(brotliWindowBits(2 ** 17)).toBe(18);
    expect(brotliWindowBits(64 * 1024 * 1024)).toBe(24);
    for (const bytes of [65_520, 65_536, 131_056, 131_072, 300_000, 20_000_000]) {
      // A block of 70,000 bytes over and over: its repeats lie beyond the smaller windows.
      const body = Buffer.alloc(bytes);
      for (let at = 0; at + 4 <= bytes; at += 4) body.writeUInt32LE(Math.imul(at % 70_000, 2654435761) >>> 0, at);
      expect(brotliDecompressSync(await compress(body, "br")).equals(body)).toBe(true);
      if (bytes < 1_000_000) expect(brotliDecompressSync(compressSmallSync(body, "br")).equals(body)).toBe(true);
    }
  });

  it("adds to Vary once", () => {
    expect(varyWith(null, "Accept-Encoding")).toBe("Accept-Encoding");
    expect(varyWith("Cookie", "Accept-Encoding")).toBe("Cookie, Accept-Encoding");
    expect(varyWith("accept-encoding", "Accept-Encoding")).toBe("accept-encoding");
  });
});
