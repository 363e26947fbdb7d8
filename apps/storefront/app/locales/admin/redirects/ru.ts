import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  lead: "Адреса магазина, которые отправляют браузер на другую страницу. Одна переадресация действует для всех языков: /warszawa/promo охватывает также /ru/warszawa/promo и /pl/warszawa/promo.",
  newTitle: "Новая переадресация",
  editTitle: "Редактирование переадресации",
  search: { label: "Поиск переадресаций", q: "Путь содержит" },
  table: { label: "Переадресации", from: "Откуда", to: "Куда", status: "Тип", updated: "Изменено", actions: "Действия" },
  fields: {
    from: "Откуда (путь)",
    fromHint: "Путь этого магазина, напр. /warszawa/promo. Языковой префикс и косая черта в конце отбрасываются.",
    to: "Куда (путь)",
    toHint: "Куда отправить браузер, напр. /warszawa/products/sale (можно с параметрами запроса). Этот путь не может сам переадресовывать.",
    status: "Тип",
  },
  status: { permanent: "301 · перемещено навсегда", temporary: "302 · временно" },
  deleteConfirm: "Удалить переадресацию с {{from}}?",
  deleteLabel: "Удалить переадресацию с {{from}}",
  editLabel: "Редактировать переадресацию с {{from}}",
  notices: {
    created: "Переадресация с {{from}} создана.",
    saved: "Переадресация с {{from}} сохранена.",
    deleted: "Переадресация удалена.",
  },
  gone: "Этой переадресации больше нет.",
};
export default texts;
