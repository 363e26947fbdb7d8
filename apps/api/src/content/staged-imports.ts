// A catalogue import waiting to be applied (issue 33): the checked upload (the products file and the images' ZIP) is
// kept in the media store, which every app process shares (DATA_DIR/media or the S3 bucket), so that "Apply" works
// without sending the files again (a form without JavaScript cannot) and on whichever process answers it. Kept under
// imports/catalogue/<day>/<id>/; an upload waits 24 hours, and each new upload removes the folders of days 2 to 9
// ago (no listing needed). Nothing here is served: the media route only serves images' widths.
import { randomBytes } from "node:crypto";
import { localized, staffArticlesCatalogue } from "@shop/contracts";
import { AppError } from "../core/app-error";
import type { MediaStore } from "../core/deps";

export interface StagedManifest {
  id: string;
  actorUserId: number;
  createdAt: string;
  file: { name: string; format: "csv" | "xlsx" };
  zip: { name: string } | null;
}

export interface StagedImport {
  manifest: StagedManifest;
  file: Uint8Array;
  zip: Uint8Array | null;
}

const WAIT_MS = 24 * 60 * 60 * 1000;
const ID = /^([0-9]{8})-([0-9a-f]{24})$/;

const dayOf = (at: Date) => at.toISOString().slice(0, 10).replaceAll("-", "");
const folderOf = (id: string) => `imports/catalogue/${id.slice(0, 8)}/${id.slice(9)}`;

/** This shop keeps no uploads (no media store): an import cannot be kept to be applied. */
const NO_MEDIA = /* @__PURE__ */ localized(staffArticlesCatalogue, (m) => m.noMedia);

function storeOf(media: MediaStore | undefined): MediaStore {
  if (!media) throw new AppError("BAD_REQUEST", { messages: NO_MEDIA });
  return media;
}

/** When an upload made at `createdAt` can no longer be applied. */
export const stagedUntil = (createdAt: string): Date => new Date(new Date(createdAt).getTime() + WAIT_MS);

export async function stageImport(
  media: MediaStore | undefined,
  actorUserId: number,
  file: { name: string; format: "csv" | "xlsx"; bytes: Uint8Array },
  zip: { name: string; bytes: Uint8Array } | null,
  now = new Date(),
): Promise<StagedManifest> {
  const store = storeOf(media);
  for (let daysAgo = 2; daysAgo <= 9; daysAgo++)
    await store.remove(`imports/catalogue/${dayOf(new Date(now.getTime() - daysAgo * 86_400_000))}`);
  const id = `${dayOf(now)}-${randomBytes(12).toString("hex")}`;
  const manifest: StagedManifest = {
    id,
    actorUserId,
    createdAt: now.toISOString(),
    file: { name: file.name, format: file.format },
    zip: zip ? { name: zip.name } : null,
  };
  const folder = folderOf(id);
  await store.put(`${folder}/products.${file.format}`, file.bytes);
  if (zip) await store.put(`${folder}/images.zip`, zip.bytes);
  // The manifest last: an upload is there once its manifest is.
  await store.put(`${folder}/manifest.json`, new TextEncoder().encode(JSON.stringify(manifest)));
  return manifest;
}

/** The upload, when it exists, is the staff member's own and has not expired; null otherwise. */
export async function loadStagedImport(
  media: MediaStore | undefined,
  id: string,
  actorUserId: number,
  now = new Date(),
): Promise<StagedImport | null> {
  if (!ID.test(id) || !media) return null;
  const store = media;
  const folder = folderOf(id);
  const raw = await store.get(`${folder}/manifest.json`);
  if (!raw) return null;
  const manifest = JSON.parse(new TextDecoder().decode(raw)) as StagedManifest;
  if (manifest.actorUserId !== actorUserId || stagedUntil(manifest.createdAt).getTime() < now.getTime()) return null;
  const file = await store.get(`${folder}/products.${manifest.file.format}`);
  const zip = manifest.zip ? await store.get(`${folder}/images.zip`) : null;
  if (!file || (manifest.zip && !zip)) return null;
  return { manifest, file, zip };
}

export async function removeStagedImport(media: MediaStore | undefined, id: string): Promise<void> {
  if (ID.test(id)) await storeOf(media).remove(folderOf(id));
}
