import type { Texts } from "../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  heading: "Рахунки-фактури",
  ofOrder: "Рахунки-фактури замовлення {{id}}",
  vat: "Рахунок-фактура {{number}}",
  kor: "Коригувальний рахунок-фактура {{number}}",
  corrects: "коригує {{number}}",
  pdf: "PDF",
  xml: "XML (KSeF)",
  pdfLabel: "Завантажити рахунок-фактуру {{number}} у форматі PDF",
  xmlLabel: "Завантажити рахунок-фактуру {{number}} у форматі XML для KSeF",
};

export default texts;
