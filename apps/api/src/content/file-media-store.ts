// The media store on the file system (under DATA_DIR/media by default). Keys are checked before they
// become paths, so a key can never leave the store's folder.
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaStore } from "../core/deps";
import { checkedMediaKey } from "./media-key";

export function createFileMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, ...checkedMediaKey(key).split("/"));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
  };
}
