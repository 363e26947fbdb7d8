import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  lead: "Компанії просять оптові або франшизні ціни. Схваліть або відхиліть кожну заявку — клієнт у будь-якому разі отримає лист.",
  tabs: { label: "Заявки за статусом", pending: "Очікують", approved: "Схвалені", rejected: "Відхилені", all: "Усі" },
  empty: {
    pending: "Заявок, що очікують, немає.",
    approved: "Жодної заявки ще не схвалено.",
    rejected: "Жодної заявки не відхилено.",
    all: "Ще ніхто не подав заявку.",
  },
  fields: {
    address: "Адреса",
    ssn: "Податковий номер (NIP)",
    postalIndex: "Поштовий індекс",
    applicant: "Заявник",
    email: "E-mail",
    phone: "Телефон",
    submitted: "Подано",
    reason: "Вказана причина",
  },
  status: { none: "Без заявки", pending: "Очікує", approved: "Схвалено", rejected: "Відхилено" },
  kind: { wholesale: "Опт", franchise: "Франшиза" },
  approve: {
    title: "Схвалити",
    wholesale: "Схвалити як оптового",
    franchise: "Схвалити як франшизу",
  },
  reject: {
    reason: "Причина (клієнт її побачить)",
    hint: "Напишіть, що виправити: клієнт зможе подати заявку знову.",
    submit: "Відхилити",
  },
  notice: {
    wholesale: "{{email}} схвалено як оптового клієнта, лист надіслано.",
    franchise: "{{email}} схвалено як партнера за франшизою, лист надіслано.",
    rejected: "Заявку {{email}} відхилено; клієнтові надіслано причину.",
  },
  conflict: "Цю заявку вже розглянуто (можливо, хтось інший). Список показує її поточний стан.",
};
export default texts;
