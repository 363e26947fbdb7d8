import type { OpeningDay, WeekRow } from "../../lib/content/opening-hours";
import { useTranslation } from "../../lib/texts";
import { OpenState } from "./open-state";

export interface StoreView {
  id: number;
  address: string;
  phone: string;
  /** The phone as a tel: link. */
  tel: string;
  week: WeekRow[];
  /** The open days as stored (for "open now"). */
  hours: OpeningDay[];
  openStreetMap: string;
  googleMaps: string;
}

const linkButton =
  "inline-flex items-center rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-canvas-dark underline-offset-4";

/**
 * One store: its address, whether it is open now, a table of the whole week's opening hours (closed days too),
 * phone and map links. `renderedAt`: the moment the page was rendered (open-state.tsx).
 */
export function StoreCard({ store, renderedAt }: { store: StoreView; renderedAt: string }) {
  const { t } = useTranslation();
  const hoursId = `store-${store.id}-hours`;
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-black/5" data-store={store.id}>
      <h3 className="text-lg font-bold leading-snug">
        <span className="sr-only">{t("content.contacts.address")}: </span>
        <span data-store-address>{store.address}</span>
      </h3>
      <OpenState hours={store.hours} renderedAt={renderedAt} />
      <div>
        <h4 id={hoursId} className="text-sm font-bold uppercase tracking-wide text-neutral-600">
          {t("content.contacts.openingHours")}
        </h4>
        <table className="mt-2 w-full text-sm" aria-labelledby={hoursId} data-opening-hours>
          <tbody>
            {store.week.map((row) => (
              <tr
                key={row.day}
                data-day={row.day}
                data-closed={row.hours === null ? "" : undefined}
                className="border-b border-black/5 last:border-0"
              >
                <th scope="row" className="py-1.5 pr-4 text-left font-normal text-neutral-700">
                  {row.name}
                </th>
                <td className={`py-1.5 text-right tabular-nums ${row.hours === null ? "text-neutral-500" : "font-semibold"}`}>
                  {row.hours ?? t("content.contacts.closed")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-xs text-neutral-500">{t("content.contacts.hoursNote")}</p>
      </div>
      <p className="text-sm">
        <span className="text-neutral-600">{t("content.contacts.phone")}: </span>
        <a href={store.tel} className="font-semibold underline-offset-4 hover:underline" data-store-phone>
          {store.phone}
        </a>
      </p>
      <p className="mt-auto flex flex-wrap gap-2">
        <a
          href={store.openStreetMap}
          className={linkButton}
          rel="noopener noreferrer"
          target="_blank"
          aria-label={t("content.contacts.openMapLabel", { address: store.address })}
          data-map-link="openstreetmap"
        >
          {t("content.contacts.openMap")}
        </a>
        <a
          href={store.googleMaps}
          className={linkButton}
          rel="noopener noreferrer"
          target="_blank"
          aria-label={t("content.contacts.googleMapsLabel", { address: store.address })}
          data-map-link="google"
        >
          {t("content.contacts.googleMaps")}
        </a>
      </p>
    </article>
  );
}
