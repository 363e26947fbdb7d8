import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const STOREFRONT_DIR = fileURLToPath(new URL("../../storefront/", import.meta.url));
export const BUILD_DIR = fileURLToPath(new URL("../../storefront/build/", import.meta.url));
