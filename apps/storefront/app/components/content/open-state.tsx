import { useEffect, useState } from "react";
import { type OpeningDay, openStateAt } from "../../lib/content/opening-hours";
import { useTranslation } from "../../lib/texts";

const OPENS_ON = [
  "content.contacts.opensOn.d1",
  "content.contacts.opensOn.d2",
  "content.contacts.opensOn.d3",
  "content.contacts.opensOn.d4",
  "content.contacts.opensOn.d5",
  "content.contacts.opensOn.d6",
  "content.contacts.opensOn.d7",
] as const;

/**
 * "Open now · closes at 21:00" or "Closed · opens tomorrow at 10:00", in shop time. The server renders it for the
 * moment of the render (`renderedAt`: the same on the server and at hydration); a shared page may be a minute old
 * (docs/adr/0004), so the browser recomputes it from the hours right after hydration and every minute after.
 */
export function OpenState({ hours, renderedAt }: { hours: readonly OpeningDay[]; renderedAt: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.parse(renderedAt));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const state = openStateAt(hours, new Date(now));
  if (!state) return null;
  const text = state.open
    ? t("content.contacts.openNow", { time: state.closes })
    : state.in === 0
      ? t("content.contacts.opensToday", { time: state.opens })
      : state.in === 1
        ? t("content.contacts.opensTomorrow", { time: state.opens })
        : t(OPENS_ON[state.day - 1] ?? OPENS_ON[0], { time: state.opens });
  return (
    <p
      className={`inline-flex items-center gap-2 self-start rounded-full px-3 py-1 text-sm font-semibold ${state.open ? "bg-green-50 text-green-900" : "bg-neutral-100 text-neutral-800"}`}
      data-open-state={state.open ? "open" : "closed"}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${state.open ? "bg-green-600" : "bg-neutral-500"}`} />
      {text}
    </p>
  );
}
