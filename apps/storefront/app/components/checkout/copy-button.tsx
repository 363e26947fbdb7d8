import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { Button } from "../ui/button";

/** Copies a text to the clipboard and says so (only with JavaScript; without it the text is selectable). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const id = setTimeout(() => setState("idle"), 3000);
    return () => clearTimeout(id);
  }, [state]);
  if (!hydrated) return null;
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="outline" size="small" aria-label={label} onClick={() => void copy()}>
        {t("checkout.crypto.copy")}
      </Button>
      <span role="status" className="text-sm font-semibold">
        {state === "copied" ? t("checkout.crypto.copied") : state === "failed" ? t("checkout.crypto.copyFailed") : ""}
      </span>
    </span>
  );
}
