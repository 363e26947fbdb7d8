// A favourite's alert (issue 38; docs/accounts.md "Favourites"): the product is back in stock in the customer's
// city, or its price there is lower than the one last told. A reduced price shows its lowest price of the 30 days
// before the reduction, as the product page does (the Omnibus rules). Each e-mail ends with its unsubscribe link.
import { formatMoney } from "@shop/domain";
import type { Template } from "../content";

export const FAVOURITE_ALERT: Template<"favourite-alert"> = {
  en: ({ link, unsubscribeLink, productName, cityName, change, price, regular, lowest30Days }) => ({
    subject: change === "back-in-stock" ? `Back in stock: ${productName}` : `Now cheaper: ${productName}`,
    preheader: `${productName} in ${cityName}: ${formatMoney(price, "en")}.`,
    heading: change === "back-in-stock" ? "Your favourite is back in stock" : "Your favourite is cheaper",
    intro: [
      change === "back-in-stock"
        ? `“${productName}”, one of your favourites, is in stock again in ${cityName}.`
        : `“${productName}”, one of your favourites, costs less in ${cityName} than when we last told you.`,
    ],
    facts: [
      { label: "Price now", value: formatMoney(price, "en") },
      ...(regular !== null ? [{ label: "Regular price", value: formatMoney(regular, "en") }] : []),
      ...(lowest30Days !== null
        ? [{ label: "Lowest price in the 30 days before the reduction", value: formatMoney(lowest30Days, "en") }]
        : []),
    ],
    action: { label: "See the product", url: link, note: "We write once for each return to stock or lower price." },
    outro: [],
    unsubscribe: { text: "Do not want these e-mails about this product?", label: "Stop them", url: unsubscribeLink },
  }),
  uk: ({ link, unsubscribeLink, productName, cityName, change, price, regular, lowest30Days }) => ({
    subject: change === "back-in-stock" ? `Знову в наявності: ${productName}` : `Подешевшало: ${productName}`,
    preheader: `«${productName}» у місті ${cityName}: ${formatMoney(price, "uk")}.`,
    heading: change === "back-in-stock" ? "Обраний товар знову в наявності" : "Обраний товар подешевшав",
    intro: [
      change === "back-in-stock"
        ? `«${productName}» з вашого обраного знову в наявності в місті ${cityName}.`
        : `«${productName}» з вашого обраного коштує в місті ${cityName} менше, ніж коли ми писали вам востаннє.`,
    ],
    facts: [
      { label: "Ціна зараз", value: formatMoney(price, "uk") },
      ...(regular !== null ? [{ label: "Звичайна ціна", value: formatMoney(regular, "uk") }] : []),
      ...(lowest30Days !== null ? [{ label: "Найнижча ціна за 30 днів до знижки", value: formatMoney(lowest30Days, "uk") }] : []),
    ],
    action: { label: "Переглянути товар", url: link, note: "Ми пишемо один раз про кожне повернення в наявність або зниження ціни." },
    outro: [],
    unsubscribe: { text: "Не хочете отримувати такі листи про цей товар?", label: "Зупинити їх", url: unsubscribeLink },
  }),
  pl: ({ link, unsubscribeLink, productName, cityName, change, price, regular, lowest30Days }) => ({
    subject: change === "back-in-stock" ? `Znów dostępny: ${productName}` : `Taniej: ${productName}`,
    preheader: `„${productName}” w mieście ${cityName}: ${formatMoney(price, "pl")}.`,
    heading: change === "back-in-stock" ? "Twój ulubiony produkt znów jest dostępny" : "Twój ulubiony produkt jest tańszy",
    intro: [
      change === "back-in-stock"
        ? `„${productName}” z Twoich ulubionych jest znów dostępny w mieście ${cityName}.`
        : `„${productName}” z Twoich ulubionych kosztuje w mieście ${cityName} mniej niż wtedy, gdy ostatnio pisaliśmy.`,
    ],
    facts: [
      { label: "Cena teraz", value: formatMoney(price, "pl") },
      ...(regular !== null ? [{ label: "Cena regularna", value: formatMoney(regular, "pl") }] : []),
      ...(lowest30Days !== null ? [{ label: "Najniższa cena z 30 dni przed obniżką", value: formatMoney(lowest30Days, "pl") }] : []),
    ],
    action: { label: "Zobacz produkt", url: link, note: "Piszemy raz przy każdym powrocie do sprzedaży lub obniżce ceny." },
    outro: [],
    unsubscribe: { text: "Nie chcesz takich e-maili o tym produkcie?", label: "Wyłącz je", url: unsubscribeLink },
  }),
  ru: ({ link, unsubscribeLink, productName, cityName, change, price, regular, lowest30Days }) => ({
    subject: change === "back-in-stock" ? `Снова в наличии: ${productName}` : `Подешевело: ${productName}`,
    preheader: `«${productName}» в городе ${cityName}: ${formatMoney(price, "ru")}.`,
    heading: change === "back-in-stock" ? "Избранный товар снова в наличии" : "Избранный товар подешевел",
    intro: [
      change === "back-in-stock"
        ? `«${productName}» из вашего избранного снова в наличии в городе ${cityName}.`
        : `«${productName}» из вашего избранного стоит в городе ${cityName} меньше, чем когда мы писали вам в последний раз.`,
    ],
    facts: [
      { label: "Цена сейчас", value: formatMoney(price, "ru") },
      ...(regular !== null ? [{ label: "Обычная цена", value: formatMoney(regular, "ru") }] : []),
      ...(lowest30Days !== null ? [{ label: "Самая низкая цена за 30 дней до скидки", value: formatMoney(lowest30Days, "ru") }] : []),
    ],
    action: { label: "Посмотреть товар", url: link, note: "Мы пишем один раз о каждом возвращении в наличие или снижении цены." },
    outro: [],
    unsubscribe: { text: "Не хотите получать такие письма об этом товаре?", label: "Остановить их", url: unsubscribeLink },
  }),
};
