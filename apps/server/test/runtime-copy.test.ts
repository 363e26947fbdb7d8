// The Docker image's runtime stage (Dockerfile): the files apps/server/runtime-copy.mjs copies (the builds, the
// package files and the files of node_modules the built JavaScript loads), no source and no other package. Such a copy
// serves as it is: it must not take its bundle for stale and build it again (esbuild is a development dependency the
// image does not hold), and every file a feature opens at run time must be in it: the pages, search, a sign-in
// (argon2's addon) and an XLSX export over HTTP; the packages that open files of their own by paths no tracer reads
// (the invoice PDF's fonts, libxml2's WebAssembly for KSeF's schema) and sharp's libvips, used from the copy directly.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isPostgresRun } from "@shop/db/testing";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript without declarations (it runs in the image's build stage)
import { copyRuntime } from "../runtime-copy.mjs";
import { childEnv, REPO, seededDataDir, startServer } from "./server-process";
import { signIn } from "./shop-calls";

/** Run inside the copy: each package as the server's bundle imports it, resolved from the copy's node_modules. */
const LIBRARIES = `
import { createRequire } from "node:module";
import { validateXML } from "xmllint-wasm";
import PDFDocument from "pdfkit";
import sharp from "sharp";
const require = createRequire(import.meta.url);
const schema = '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="a" type="xs:int"/></xs:schema>';
const check = (contents) => validateXML({ xml: [{ fileName: "a.xml", contents }], schema: [{ fileName: "a.xsd", contents: schema }] });
const pdf = new PDFDocument();
const chunks = [];
pdf.on("data", (chunk) => chunks.push(chunk));
const ended = new Promise((resolve) => pdf.on("end", resolve));
pdf.registerFont("bold", require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf"));
pdf.font("bold").text("Faktura: zażółć gęślą jaźń");
pdf.end();
await ended;
const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c0392b" } }).webp().toBuffer();
console.log(JSON.stringify({
  valid: (await check("<a>7</a>")).valid,
  invalid: (await check("<a>seven</a>")).valid,
  pdf: Buffer.concat(chunks).subarray(0, 5).toString(),
  webp: (await sharp(webp).metadata()).format,
}));
`;

describe.skipIf(isPostgresRun())("a copy of the runtime files only (the image's runtime stage)", () => {
  it("serves and does each job whose files the tracer cannot see, without bundling or building again", async () => {
    // The checkout's builds, current (what the Dockerfile's build stage runs).
    expect(spawnSync("npm", ["run", "build"], { cwd: REPO, encoding: "utf8" }).status).toBe(0);
    const root = mkdtempSync(join(tmpdir(), "shop-runtime-"));
    try {
      await copyRuntime(root);
      // Only what runs: no source, no development tool, no package the builds do not load.
      for (const absent of ["apps/server/src", "packages", "node_modules/esbuild", "node_modules/vite", "node_modules/typescript"])
        expect(existsSync(join(root, absent)), absent).toBe(false);
      writeFileSync(join(root, "libraries.mjs"), LIBRARIES);
      const libraries = spawnSync(process.execPath, ["libraries.mjs"], { cwd: root, encoding: "utf8" });
      expect(libraries.stderr).toBe("");
      expect(JSON.parse(libraries.stdout)).toEqual({ valid: true, invalid: false, pdf: "%PDF-", webp: "webp" });

      const server = await startServer(childEnv({ DATA_DIR: await seededDataDir() }), root);
      const base = `http://127.0.0.1:${server.port}`;
      try {
        expect((await fetch(`${base}/pl`)).status).toBe(200);
        const search = await fetch(`${base}/en/warszawa/products/search?q=mint`);
        expect(search.status).toBe(200);
        expect(await search.text()).toContain("mint");
        const token = await signIn(base, "admin@smokepoint.test");
        const xlsx = await fetch(`${base}/api/v1/staff/catalogue/export?format=xlsx`, { headers: { authorization: `Bearer ${token}` } });
        expect(xlsx.status).toBe(200);
        // An XLSX workbook is a ZIP archive.
        expect(new Uint8Array(await xlsx.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
        expect(server.output()).not.toMatch(/bundling it|building it/);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 180_000);
});
