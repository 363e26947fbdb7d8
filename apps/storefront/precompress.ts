// A Vite plugin: after the browser's build, every text file of at least 1 KB gets a brotli (quality 11)
// and a gzip (zopfli) sibling, `.br` and `.gz`, which the server sends as they are (docs/adr/0005).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

const TEXT = /\.(js|mjs|css|svg|json|txt|html|webmanifest|xml)$/;

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => join(dir, name))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
}

/** Writes the `.br` and `.gz` siblings of a text file of at least 1 KB. */
export async function compressBeside(path: string): Promise<void> {
  const body = readFileSync(path);
  if (body.length < 1024) return;
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, await gzipAsync(body, { numiterations: 15 }));
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "shop:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = config.environments.client?.build.outDir ?? config.build.outDir;
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter((path) => TEXT.test(path));
      await Promise.all(
        files.map(async (path) => {
          if (existsSync(path)) await compressBeside(path);
        }),
      );
    },
  };
}
