import { formatMoney } from "@shop/domain";
import { useCallback } from "react";
import { mediaUrl } from "../../lib/catalogue/media";
import { useRootData, useShopPaths } from "../../lib/use-shop";

/** Grosze formatted for the page's language. */
export function useMoney() {
  const { lang } = useShopPaths();
  return useCallback((grosze: number) => formatMoney(grosze, lang), [lang]);
}

/** Image URLs of the catalogue (see lib/catalogue/media.ts). */
export function useMedia() {
  const base = useRootData()?.publicEnv.PUBLIC_API_BASE ?? "";
  return useCallback((src: string) => mediaUrl(src, base), [base]);
}
