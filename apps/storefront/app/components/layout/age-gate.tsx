import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { COOKIE, serializeCookie } from "../../lib/cookies";
import { useTranslation } from "../../lib/texts";

/** Where declining sends the visitor: out of the shop. */
const AGE_GATE_EXIT_URL = "https://www.google.com/";
export const AGE_CONFIRM_INTENT = "confirm-age";

/**
 * Spec sections 1 and 5: visitors confirm being 18 or older before using the shop. With JavaScript
 * the cookie is set in the browser; without it the form posts to the page, whose middleware sets it.
 */
export function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
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
        <form
          method="post"
          action={`${location.pathname}${location.search}`}
          className="mt-6 flex flex-col gap-3 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            // biome-ignore lint/suspicious/noDocumentCookie: the confirmation must work in every browser without a round trip; the Cookie Store API is not in all of them
            document.cookie = serializeCookie(COOKIE.ageConfirmed, "1", { secure: window.location.protocol === "https:" });
            onConfirmed();
          }}
        >
          <input type="hidden" name="intent" value={AGE_CONFIRM_INTENT} />
          <button
            ref={confirm}
            type="submit"
            className="flex-1 rounded-full bg-primary-dark px-5 py-3 font-semibold text-white hover:bg-neutral-700"
            data-age-confirm
          >
            {t("ageGate.confirm")}
          </button>
          <a
            href={AGE_GATE_EXIT_URL}
            rel="noreferrer"
            className="flex-1 rounded-full border-2 border-primary-dark px-5 py-3 text-center font-semibold"
            data-age-decline
          >
            {t("ageGate.decline")}
          </a>
        </form>
      </div>
    </div>
  );
}

export function useAgeGate(initiallyShown: boolean) {
  const [shown, setShown] = useState(initiallyShown);
  useEffect(() => setShown(initiallyShown), [initiallyShown]);
  return { shown, confirmed: () => setShown(false) };
}
