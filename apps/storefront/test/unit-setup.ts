// Unit tests of the storefront: form schemas, toasts and dialogs load on first use (dynamic imports), which
// on a loaded CI machine can take longer than Testing Library's default 1 s wait.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 5_000 });
