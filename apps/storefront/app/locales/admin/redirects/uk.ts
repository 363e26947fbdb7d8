import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  lead: "Адреси магазину, які відправляють браузер на іншу сторінку. Одна переадресація діє для всіх мов: /warszawa/promo охоплює також /uk/warszawa/promo і /pl/warszawa/promo.",
  newTitle: "Нова переадресація",
  editTitle: "Редагування переадресації",
  search: { label: "Пошук переадресацій", q: "Шлях містить" },
  table: { label: "Переадресації", from: "Звідки", to: "Куди", status: "Тип", updated: "Змінено", actions: "Дії" },
  fields: {
    from: "Звідки (шлях)",
    fromHint: "Шлях цього магазину, напр. /warszawa/promo. Мовний префікс і кінцева скісна риска відкидаються.",
    to: "Куди (шлях)",
    toHint: "Куди відправити браузер, напр. /warszawa/products/sale (можна з параметрами запиту). Цей шлях не може сам переадресовувати.",
    status: "Тип",
  },
  status: { permanent: "301 · переміщено назавжди", temporary: "302 · тимчасово" },
  deleteConfirm: "Видалити переадресацію з {{from}}?",
  deleteLabel: "Видалити переадресацію з {{from}}",
  editLabel: "Редагувати переадресацію з {{from}}",
  notices: {
    created: "Переадресацію з {{from}} створено.",
    saved: "Переадресацію з {{from}} збережено.",
    deleted: "Переадресацію видалено.",
  },
  gone: "Цієї переадресації вже не існує.",
};
export default texts;
