// A customer's invoices (issue 34): the order page's section and the cabinet's order list.
export default {
  heading: "Invoices",
  ofOrder: "Invoices of order {{id}}",
  vat: "Invoice {{number}}",
  kor: "Correcting invoice {{number}}",
  corrects: "corrects {{number}}",
  pdf: "PDF",
  xml: "XML (KSeF)",
  pdfLabel: "Download invoice {{number}} as PDF",
  xmlLabel: "Download invoice {{number}} as XML for KSeF",
};
