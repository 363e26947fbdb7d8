import { isLocale } from "@shop/domain";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReloadGuard } from "./lib/chunk-reload";
import { watchEarlyTraversal } from "./lib/early-traversal";
import { languageOfPath } from "./lib/texts/language";
import { loadTexts } from "./lib/texts/load";

async function main() {
  installChunkReloadGuard();
  // Back pressed before the page is interactive may have left the address the HTML was rendered for: load again.
  const leaving = watchEarlyTraversal();
  if (leaving()) return;
  // The page's texts first (preloaded by the page's head): hydration must render the server's words.
  // Without them the page stays as the server sent it, working as it does without JavaScript.
  const lang = document.documentElement.lang;
  await loadTexts(isLocale(lang) ? lang : languageOfPath(window.location.pathname));
  if (leaving()) return;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      // React's own report (reportError), unless the page is loading again for an early Back.
      { onRecoverableError: (error) => leaving() || reportError(error) },
    );
  });
}

void main();
