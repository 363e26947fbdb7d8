// Unit tests of the storefront: form schemas, toasts and dialogs load on first use (dynamic imports), which
// on a loaded CI machine can take longer than Testing Library's default 1 s wait.
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share one document (vitest.config.ts: `isolate: false`). After each test its React trees
// are unmounted and whatever stayed in the document goes too (a dialog's portal that outlives its tree, a test
// that timed out before its own cleanup), so no file finds another's elements.
afterEach(() => {
  cleanup();
  if (typeof document !== "undefined") {
    document.body.innerHTML = "";
  }
});
