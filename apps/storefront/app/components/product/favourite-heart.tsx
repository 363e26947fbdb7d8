// The heart of a product card and page (issue 38; docs/accounts.md "Favourites"). The shared HTML always holds it,
// unpressed: whose favourites it shows is personal, so the pressed state is set after the page is shown by the
// hearts' script (favourites-client.ts, loaded only by a page that has a heart, once it is interactive).
import { useEffect } from "react";
import { useTranslation } from "../../lib/texts";
import { useRootData } from "../../lib/use-shop";

export function FavouriteHeart({ id, name, className = "" }: { id: number; name: string; className?: string }) {
  const { t } = useTranslation();
  const shared = Boolean(useRootData()?.shared);
  useEffect(() => {
    void import("./favourites-client").then((hearts) => hearts.startHearts(shared));
  }, [shared]);
  return (
    <button type="button" data-fav={id} aria-pressed="false" aria-label={t("favourites.heart", { name })} className={`heart ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="heart-icon">
        <path d="M12 20.5s-7.8-4.7-9.6-9.6C1.2 7.5 3.5 4.5 6.8 4.5c2.2 0 3.9 1.3 5.2 3 1.3-1.7 3-3 5.2-3 3.3 0 5.6 3 4.4 6.4-1.8 4.9-9.6 9.6-9.6 9.6z" />
      </svg>
    </button>
  );
}
