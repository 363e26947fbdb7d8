// Part `image`: the Docker image's size (issue 37: at most 300 MB without development dependencies). The runtime
// stage is its base image and the files apps/server/runtime-copy.mjs copies (Dockerfile), so the bench makes that copy
// from the current builds and adds the base image's size: Docker's own figure when a Docker engine here has the
// image, else the published image's size (about 200 MB: Debian's slim base 74.8 MB, Node's binary, headers, npm,
// corepack and yarn; docs/deployment.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error: plain JavaScript without declarations (it runs in the image's build stage)
import { copyRuntime } from "../apps/server/runtime-copy.mjs";
import { ROOT } from "./lib";
import { table } from "./table";

const BASE_IMAGE = "node:20.20.2-bookworm-slim";
const PUBLISHED_BASE_MB = 200;
const LIMIT_MB = 300;
const MB = 1000 * 1000;

export interface ImageRow {
  /** The runtime stage's files (what it copies), MB of 10^6 bytes as Docker counts. */
  runtimeMb: number;
  files: number;
  baseMb: number;
  baseFrom: "docker" | "published";
  totalMb: number;
}

/** Docker's size of the base image, when an engine answers and has it. */
function dockerBaseMb(): number | null {
  const inspect = spawnSync("docker", ["image", "inspect", BASE_IMAGE, "--format", "{{.Size}}"], { encoding: "utf8", timeout: 10_000 });
  const bytes = Number(inspect.stdout?.trim());
  return inspect.status === 0 && bytes > 0 ? bytes / MB : null;
}

export async function measureImage(): Promise<ImageRow> {
  // The builds as `npm run build` leaves them (nothing to do when they are current), as the image's build stage runs.
  const built = spawnSync(process.execPath, ["apps/server/start.mjs", "build"], {
    cwd: ROOT,
    stdio: "ignore",
    env: { ...process.env, LOG_FORMAT: "json" },
  });
  if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status})`);
  const dir = mkdtempSync(join(tmpdir(), "bench-image-"));
  try {
    // Docker's size of a layer is its files' bytes (70.7 MB both ways at stop 54, against `docker history`).
    const { files, bytes } = (await copyRuntime(dir)) as { files: number; bytes: number };
    const docker = dockerBaseMb();
    const baseMb = docker ?? PUBLISHED_BASE_MB;
    const runtimeMb = bytes / MB;
    return {
      runtimeMb: Math.round(runtimeMb * 10) / 10,
      files,
      baseMb: Math.round(baseMb * 10) / 10,
      baseFrom: docker === null ? "published" : "docker",
      totalMb: Math.round((runtimeMb + baseMb) * 10) / 10,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function imageMisses(rows: readonly ImageRow[]): string[] {
  return rows.filter((row) => row.totalMb > LIMIT_MB).map((row) => `Docker image: ${row.totalMb} MB > ${LIMIT_MB} MB`);
}

export function printImage(rows: readonly ImageRow[]): void {
  if (rows.length === 0) return;
  console.log(`\nThe Docker image (MB; target: at most ${LIMIT_MB} MB)\n`);
  console.log(
    table(
      ["runtime files", "files", `base (${BASE_IMAGE})`, "total"],
      rows.map((r) => [
        String(r.runtimeMb),
        String(r.files),
        `${r.baseMb} (${r.baseFrom === "docker" ? "Docker's figure" : "published size"})`,
        String(r.totalMb),
      ]),
    ),
  );
}
