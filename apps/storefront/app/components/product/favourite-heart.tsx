// The heart of a product card and page (issue 38; docs/accounts.md "Favourites"). The shared HTML always holds it,
// unpressed: whose favourites it shows is personal, so the pressed state is set after the page is shown by the
// hearts' script (favourites-client.ts, loaded only by a page that has a heart, once it is interactive). The icon
// is drawn by app.css (.heart), so it costs the page's script nothing.
import { useEffect } from "react";
import { useTranslation } from "../../lib/texts";

const hearts = () => import("./favourites-client");

export function FavouriteHeart({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    void hearts().then((script) => script.startHearts());
  }, []);
  // A click while the script is still on its way waits for it rather than being lost.
  const toggle = () => void hearts().then((script) => script.toggleHeart(id));
  return (
    <button
      type="button"
      data-fav={id}
      aria-pressed="false"
      aria-label={t("favourites.heart", { name })}
      className="heart"
      onClick={toggle}
    />
  );
}
