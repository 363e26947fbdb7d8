// Spec section 8: errors raised for crawlers go to the error hook and the page still renders.
interface ReportedError {
  message: string;
  at: string;
  where: "server" | "browser";
}

const MAX_KEPT = 20;

export function reportError(error: unknown, where: "server" | "browser") {
  const message = error instanceof Error ? error.message : String(error);
  const entry: ReportedError = { message, at: new Date().toISOString(), where };
  if (typeof window !== "undefined") {
    const holder = window as { __shopErrors?: ReportedError[] };
    holder.__shopErrors ??= [];
    const store = holder.__shopErrors;
    store.push(entry);
    if (store.length > MAX_KEPT) store.shift();
  }
  console.error(`[error-hook] ${where}: ${message}`);
}
