// The Docker image's runtime stage (Dockerfile): the built server and storefront, the package files and the
// production node_modules, no source. Such a copy serves as it is: it must not take its bundle for stale and build it
// again (esbuild is a development dependency the image does not hold).
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { isPostgresRun } from "@shop/db/testing";
import { describe, expect, it } from "vitest";
import { childEnv, REPO, seededDataDir, startServer } from "./server-process";

/** What the Dockerfile's runtime stage copies (node_modules linked here: the checkout's, development ones included). */
const FILES = [
  "package.json",
  "package-lock.json",
  "apps/server/package.json",
  "apps/server/start.mjs",
  "apps/server/bundle.mjs",
  "apps/server/reload.mjs",
  "apps/storefront/package.json",
];
const FOLDERS = ["apps/server/dist", "apps/storefront/build"];
const LINKED = ["node_modules", "apps/api/node_modules"];

describe.skipIf(isPostgresRun())("a copy of the built files only (the image's runtime stage)", () => {
  it("serves without bundling the server or building the storefront again", async () => {
    // The checkout's builds, current (what the Dockerfile's build stage runs).
    expect(spawnSync("npm", ["run", "build"], { cwd: REPO, encoding: "utf8" }).status).toBe(0);
    const root = mkdtempSync(join(tmpdir(), "shop-runtime-"));
    try {
      for (const file of FILES) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        cpSync(join(REPO, file), join(root, file));
      }
      for (const folder of FOLDERS) cpSync(join(REPO, folder), join(root, folder), { recursive: true });
      for (const folder of LINKED) {
        mkdirSync(dirname(join(root, folder)), { recursive: true });
        symlinkSync(join(REPO, folder), join(root, folder));
      }
      const server = await startServer(childEnv({ DATA_DIR: await seededDataDir() }), root);
      try {
        expect((await fetch(`http://127.0.0.1:${server.port}/pl`)).status).toBe(200);
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
