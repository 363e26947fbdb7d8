import type { Texts } from "../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  heading: "Счета-фактуры",
  ofOrder: "Счета-фактуры заказа {{id}}",
  vat: "Счёт-фактура {{number}}",
  kor: "Корректировочный счёт-фактура {{number}}",
  corrects: "корректирует {{number}}",
  pdf: "PDF",
  xml: "XML (KSeF)",
  pdfLabel: "Скачать счёт-фактуру {{number}} в формате PDF",
  xmlLabel: "Скачать счёт-фактуру {{number}} в формате XML для KSeF",
};

export default texts;
