import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  lead: "Сьогодні рахується від опівночі, тиждень — від понеділка {{week}}, за часом магазину (Варшава).",
  cities: "Міста",
  noCities: "Вам ще не призначено жодного міста.",
  inactive: "Неактивне",
  today: "Сьогодні",
  week: "Цього тижня",
  period: {
    orders_one: "{{count}} замовлення",
    orders_few: "{{count}} замовлення",
    orders_many: "{{count}} замовлень",
    orders_other: "{{count}} замовлення",
    revenue: "Виручка",
  },
  waiting: {
    title: "Чекають на персонал",
    CREATED: "Нові, підтвердити",
    PAID: "Оплачені, підтвердити",
    APPROVED: "Підтверджені, зібрати",
    none: "Нічого не чекає.",
  },
  applications: {
    title: "Бізнес-заявки",
    pending_one: "{{count}} заявка чекає на рішення",
    pending_few: "{{count}} заявки чекають на рішення",
    pending_many: "{{count}} заявок чекають на рішення",
    pending_other: "{{count}} заявки чекають на рішення",
    none: "Заявок, що чекають, немає.",
    open: "Відкрити чергу",
  },
  lowStock: {
    title: "Закінчується на складі",
    lead: "Видимі пропозиції з {{threshold}} одиницями або менше, від найменшого залишку (не більше 20).",
    product: "Товар",
    city: "Місто",
    stock: "Залишок",
    empty: "Жодна пропозиція не закінчується.",
    edit: "Ціни й залишки: {{name}}",
  },
};
export default texts;
