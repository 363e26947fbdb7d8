import type { Texts } from "../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  heading: "Faktury",
  ofOrder: "Faktury zamówienia {{id}}",
  vat: "Faktura {{number}}",
  kor: "Faktura korygująca {{number}}",
  corrects: "koryguje {{number}}",
  pdf: "PDF",
  xml: "XML (KSeF)",
  pdfLabel: "Pobierz fakturę {{number}} jako PDF",
  xmlLabel: "Pobierz fakturę {{number}} jako XML dla KSeF",
};

export default texts;
