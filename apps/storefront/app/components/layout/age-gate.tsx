import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { COOKIE, parseCookies, serializeCookie } from "../../lib/cookies";
import { useTranslation } from "../../lib/texts";
import { AGE_CONFIRM_INTENT, AGE_FRAME_FIELD } from "./age-gate-state";

/** Where declining sends the visitor: out of the shop. */
const AGE_GATE_EXIT_URL = "https://www.google.com/";

const FRAME = "age-gate-answer";
const confirmedHere = () => parseCookies(document.cookie)[COOKIE.ageConfirmed] === "1";

/**
 * Spec sections 1 and 5: visitors confirm being 18 or older before using the shop. Once the page is
 * interactive the cookie is set in the browser. Before that, "Yes" posts into a hidden frame (the page's
 * router rewrites the history entry when it starts, which would cancel a post of the page itself): the
 * answer sets the cookie and the dialog closes as soon as the page sees it. Without JavaScript a plain
 * form (in <noscript>) posts to the page, whose middleware sets the cookie and shows the page again.
 * Loaded only when shown (root.tsx): a visitor who answered never downloads it (docs/adr/0005).
 */
export function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const confirm = useRef<HTMLButtonElement>(null);
  const action = `${location.pathname}${location.search}`;
  // A "Yes" pressed before the page was interactive: its answer may arrive a moment later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the gate is shown
  useEffect(() => {
    confirm.current?.focus();
    let tries = 0;
    const check = () => {
      if (confirmedHere()) onConfirmed();
      else if (++tries < 20) timer = setTimeout(check, 250);
    };
    let timer = setTimeout(check, 0);
    return () => clearTimeout(timer);
  }, []);
  const decline = (
    <a
      href={AGE_GATE_EXIT_URL}
      rel="noreferrer"
      className="flex-1 rounded-full border-2 border-primary-dark px-5 py-3 text-center font-semibold"
      data-age-decline
    >
      {t("ageGate.decline")}
    </a>
  );
  const yes = (ref?: typeof confirm) => (
    <button
      ref={ref}
      type="submit"
      className="w-full rounded-full bg-primary-dark px-5 py-3 font-semibold text-white hover:bg-neutral-700"
      data-age-confirm
    >
      {t("ageGate.confirm")}
    </button>
  );
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/80 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-text"
        className="w-full max-w-md rounded-2xl bg-white p-6 text-ink shadow-2xl sm:p-8"
      >
        <p aria-hidden="true" className="text-5xl font-extrabold text-primary-dark">
          18+
        </p>
        <h2 id="age-gate-title" className="mt-3 text-2xl font-bold">
          {t("ageGate.title")}
        </h2>
        <p id="age-gate-text" className="mt-2 text-neutral-700">
          {t("ageGate.text")}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <noscript className="flex-1">
            <form method="post" action={action}>
              <input type="hidden" name="intent" value={AGE_CONFIRM_INTENT} />
              {yes()}
            </form>
          </noscript>
          <form
            method="post"
            action={action}
            target={FRAME}
            className="js-only flex-1"
            onSubmit={(event) => {
              event.preventDefault();
              // biome-ignore lint/suspicious/noDocumentCookie: the confirmation must work in every browser without a round trip; the Cookie Store API is not in all of them
              document.cookie = serializeCookie(COOKIE.ageConfirmed, "1", { secure: window.location.protocol === "https:" });
              onConfirmed();
            }}
          >
            <input type="hidden" name="intent" value={AGE_CONFIRM_INTENT} />
            <input type="hidden" name={AGE_FRAME_FIELD} value="1" />
            {yes(confirm)}
          </form>
          {decline}
        </div>
        <iframe name={FRAME} title={t("ageGate.title")} hidden tabIndex={-1} />
      </div>
    </div>
  );
}
