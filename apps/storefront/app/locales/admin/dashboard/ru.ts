import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  lead: "Сегодня считается с полуночи, неделя — с понедельника {{week}}, по времени магазина (Варшава).",
  cities: "Города",
  noCities: "Вам ещё не назначен ни один город.",
  inactive: "Неактивен",
  today: "Сегодня",
  week: "На этой неделе",
  period: {
    orders_one: "{{count}} заказ",
    orders_few: "{{count}} заказа",
    orders_many: "{{count}} заказов",
    orders_other: "{{count}} заказа",
    revenue: "Выручка",
  },
  waiting: {
    title: "Ждут сотрудников",
    CREATED: "Новые, подтвердить",
    PAID: "Оплаченные, подтвердить",
    APPROVED: "Подтверждённые, собрать",
    none: "Ничего не ждёт.",
  },
  applications: {
    title: "Бизнес-заявки",
    pending_one: "{{count}} заявка ждёт решения",
    pending_few: "{{count}} заявки ждут решения",
    pending_many: "{{count}} заявок ждут решения",
    pending_other: "{{count}} заявки ждут решения",
    none: "Ожидающих заявок нет.",
    open: "Открыть очередь",
  },
  lowStock: {
    title: "Заканчивается на складе",
    lead: "Видимые предложения с остатком {{threshold}} шт. или меньше, от наименьшего (не более 20).",
    product: "Товар",
    city: "Город",
    stock: "Остаток",
    empty: "Ни одно предложение не заканчивается.",
    edit: "Цены и остатки: {{name}}",
  },
};
export default texts;
