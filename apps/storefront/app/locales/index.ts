import en from "./en";
import pl from "./pl";
import ru from "./ru";
import uk from "./uk";

/** Every text of the storefront, in every language (one namespace, "translation"). */
export const resources = {
  en: { translation: en },
  uk: { translation: uk },
  pl: { translation: pl },
  ru: { translation: ru },
};
