// An invoice's e-mail (issue 34, docs/invoices.md "E-mails"), its PDF attached: a private person's invoice, a business
// invoice in KSeF with its KSeF number, one KSeF has not accepted yet (an outage: the PDF says "not yet in KSeF"), and
// the follow-up once KSeF accepted that one. Corrections say which invoice they correct.
import { formatOrderId, type Locale, type Localized } from "@shop/domain";
import type { EmailContent, Template } from "../content";
import { assertWebLink } from "../escape";
import type { InvoiceMail } from "../message";
import { orderFormat } from "../order-format";

interface InvoiceWords {
  subject: { vat(number: string, id: string, brand: string): string; kor(number: string, id: string, brand: string): string };
  followUpSubject(number: string, brand: string): string;
  heading: { vat: string; kor: string; followUp: string };
  preheader: { private: string; inKsef: string; notYet: string; followUp: string };
  attached: { vat(id: string): string; kor(id: string, corrects: string): string };
  private: string;
  inKsef: string;
  notYet: string;
  followUp(number: string, id: string): string;
  facts: { number: string; corrects: string; issueDate: string; order: string; gross: string; change: string; ksefNumber: string };
  action: { label: string; note: string };
}

const WORDS: Localized<InvoiceWords> = {
  en: {
    subject: {
      vat: (n, id, brand) => `Invoice ${n} for your order ${id} — ${brand}`,
      kor: (n, id, brand) => `Correcting invoice ${n} for your order ${id} — ${brand}`,
    },
    followUpSubject: (n, brand) => `Invoice ${n} is now in KSeF — ${brand}`,
    heading: { vat: "Your invoice", kor: "Your correcting invoice", followUp: "Your invoice is now in KSeF" },
    preheader: {
      private: "The invoice is attached as a PDF.",
      inKsef: "The invoice is attached as a PDF, with its KSeF number.",
      notYet: "The invoice is attached as a PDF; its KSeF number will follow.",
      followUp: "The PDF with the KSeF number is attached.",
    },
    attached: {
      vat: (id) => `The invoice for your order ${id} is attached to this e-mail as a PDF.`,
      kor: (id, corrects) =>
        `A correcting invoice for your order ${id} is attached to this e-mail as a PDF. It corrects invoice ${corrects}.`,
    },
    private: "It is an invoice for a private person, so it is not sent to KSeF, the national e-invoice system.",
    inKsef: "It is in KSeF, the national e-invoice system, under the number below; the QR code on the PDF lets anyone verify it.",
    notYet:
      "It is not in KSeF, the national e-invoice system, yet: KSeF has not confirmed it to us so far. We keep sending it and will e-mail you its PDF with the KSeF number as soon as KSeF accepts it.",
    followUp: (n, id) =>
      `Invoice ${n} for your order ${id} is now in KSeF, the national e-invoice system, under the number below. The attached PDF carries the KSeF number and the verification QR code; it replaces the copy marked “not yet in KSeF” we sent you earlier.`,
    facts: {
      number: "Invoice number",
      corrects: "Corrects invoice",
      issueDate: "Issue date",
      order: "Order number",
      gross: "Amount",
      change: "Change in the amount",
      ksefNumber: "KSeF number",
    },
    action: { label: "View your order", note: "The order's page always has its invoices to download." },
  },
  uk: {
    subject: {
      vat: (n, id, brand) => `Рахунок-фактура ${n} до вашого замовлення ${id} — ${brand}`,
      kor: (n, id, brand) => `Коригувальний рахунок-фактура ${n} до вашого замовлення ${id} — ${brand}`,
    },
    followUpSubject: (n, brand) => `Рахунок-фактура ${n} уже в KSeF — ${brand}`,
    heading: { vat: "Ваш рахунок-фактура", kor: "Ваш коригувальний рахунок-фактура", followUp: "Ваш рахунок-фактура вже в KSeF" },
    preheader: {
      private: "Рахунок-фактуру додано до листа у форматі PDF.",
      inKsef: "Рахунок-фактуру з номером у KSeF додано до листа у форматі PDF.",
      notYet: "Рахунок-фактуру додано у форматі PDF; його номер у KSeF надішлемо згодом.",
      followUp: "PDF з номером у KSeF додано до листа.",
    },
    attached: {
      vat: (id) => `Рахунок-фактуру до вашого замовлення ${id} додано до цього листа у форматі PDF.`,
      kor: (id, corrects) =>
        `Коригувальний рахунок-фактуру до вашого замовлення ${id} додано до цього листа у форматі PDF. Він коригує рахунок-фактуру ${corrects}.`,
    },
    private: "Це рахунок-фактура для приватної особи, тому до KSeF, національної системи електронних рахунків-фактур, він не надсилається.",
    inKsef:
      "Він зареєстрований у KSeF, національній системі електронних рахунків-фактур, під номером, наведеним нижче; QR-код у PDF дає змогу будь-кому його перевірити.",
    notYet:
      "Його ще немає в KSeF, національній системі електронних рахунків-фактур: поки що KSeF його нам не підтвердив. Ми й далі надсилаємо його й, щойно KSeF його прийме, надішлемо вам PDF з номером у KSeF.",
    followUp: (n, id) =>
      `Рахунок-фактура ${n} до вашого замовлення ${id} тепер зареєстрований у KSeF, національній системі електронних рахунків-фактур, під номером, наведеним нижче. Доданий PDF містить номер у KSeF і QR-код для перевірки; він замінює копію з позначкою «ще не в KSeF», яку ми надіслали раніше.`,
    facts: {
      number: "Номер рахунку-фактури",
      corrects: "Коригує рахунок-фактуру",
      issueDate: "Дата виставлення",
      order: "Номер замовлення",
      gross: "Сума",
      change: "Зміна суми",
      ksefNumber: "Номер у KSeF",
    },
    action: { label: "Переглянути замовлення", note: "На сторінці замовлення завжди можна завантажити його рахунки-фактури." },
  },
  pl: {
    subject: {
      vat: (n, id, brand) => `Faktura ${n} do Twojego zamówienia ${id} – ${brand}`,
      kor: (n, id, brand) => `Faktura korygująca ${n} do Twojego zamówienia ${id} – ${brand}`,
    },
    followUpSubject: (n, brand) => `Faktura ${n} jest już w KSeF – ${brand}`,
    heading: { vat: "Twoja faktura", kor: "Twoja faktura korygująca", followUp: "Twoja faktura jest już w KSeF" },
    preheader: {
      private: "Faktura jest w załączniku jako PDF.",
      inKsef: "Faktura z numerem KSeF jest w załączniku jako PDF.",
      notYet: "Faktura jest w załączniku jako PDF; numer KSeF prześlemy później.",
      followUp: "W załączniku PDF z numerem KSeF.",
    },
    attached: {
      vat: (id) => `Fakturę do Twojego zamówienia ${id} załączamy do tej wiadomości jako PDF.`,
      kor: (id, corrects) =>
        `Fakturę korygującą do Twojego zamówienia ${id} załączamy do tej wiadomości jako PDF. Koryguje ona fakturę ${corrects}.`,
    },
    private: "To faktura dla osoby prywatnej, dlatego nie jest wysyłana do KSeF (Krajowego Systemu e-Faktur).",
    inKsef: "Faktura jest w KSeF (Krajowym Systemie e-Faktur) pod numerem podanym niżej; kod QR na PDF pozwala każdemu ją zweryfikować.",
    notYet:
      "Faktury nie ma jeszcze w KSeF (Krajowym Systemie e-Faktur): KSeF jej nam dotąd nie potwierdził. Wysyłamy ją dalej i gdy tylko KSeF ją przyjmie, prześlemy Ci PDF z numerem KSeF.",
    followUp: (n, id) =>
      `Faktura ${n} do Twojego zamówienia ${id} jest już w KSeF (Krajowym Systemie e-Faktur) pod numerem podanym niżej. Załączony PDF zawiera numer KSeF i kod QR do weryfikacji; zastępuje kopię oznaczoną „jeszcze nie w KSeF”, którą wysłaliśmy wcześniej.`,
    facts: {
      number: "Numer faktury",
      corrects: "Koryguje fakturę",
      issueDate: "Data wystawienia",
      order: "Numer zamówienia",
      gross: "Kwota",
      change: "Zmiana kwoty",
      ksefNumber: "Numer KSeF",
    },
    action: { label: "Zobacz zamówienie", note: "Na stronie zamówienia zawsze możesz pobrać jego faktury." },
  },
  ru: {
    subject: {
      vat: (n, id, brand) => `Счёт-фактура ${n} к вашему заказу ${id} — ${brand}`,
      kor: (n, id, brand) => `Корректировочный счёт-фактура ${n} к вашему заказу ${id} — ${brand}`,
    },
    followUpSubject: (n, brand) => `Счёт-фактура ${n} уже в KSeF — ${brand}`,
    heading: { vat: "Ваш счёт-фактура", kor: "Ваш корректировочный счёт-фактура", followUp: "Ваш счёт-фактура уже в KSeF" },
    preheader: {
      private: "Счёт-фактура приложен к письму в формате PDF.",
      inKsef: "Счёт-фактура с номером в KSeF приложен к письму в формате PDF.",
      notYet: "Счёт-фактура приложен в формате PDF; его номер в KSeF пришлём позже.",
      followUp: "PDF с номером в KSeF приложен к письму.",
    },
    attached: {
      vat: (id) => `Счёт-фактура к вашему заказу ${id} приложен к этому письму в формате PDF.`,
      kor: (id, corrects) =>
        `Корректировочный счёт-фактура к вашему заказу ${id} приложен к этому письму в формате PDF. Он корректирует счёт-фактуру ${corrects}.`,
    },
    private: "Это счёт-фактура для частного лица, поэтому в KSeF, национальную систему электронных счетов-фактур, он не отправляется.",
    inKsef:
      "Он зарегистрирован в KSeF, национальной системе электронных счетов-фактур, под номером, указанным ниже; QR-код в PDF позволяет любому его проверить.",
    notYet:
      "Его ещё нет в KSeF, национальной системе электронных счетов-фактур: пока KSeF нам его не подтвердил. Мы продолжаем его отправлять и, как только KSeF его примет, пришлём вам PDF с номером в KSeF.",
    followUp: (n, id) =>
      `Счёт-фактура ${n} к вашему заказу ${id} теперь зарегистрирован в KSeF, национальной системе электронных счетов-фактур, под номером, указанным ниже. Приложенный PDF содержит номер в KSeF и QR-код для проверки; он заменяет копию с пометкой «ещё не в KSeF», которую мы прислали раньше.`,
    facts: {
      number: "Номер счёта-фактуры",
      corrects: "Корректирует счёт-фактуру",
      issueDate: "Дата выставления",
      order: "Номер заказа",
      gross: "Сумма",
      change: "Изменение суммы",
      ksefNumber: "Номер в KSeF",
    },
    action: { label: "Посмотреть заказ", note: "На странице заказа всегда можно скачать его счета-фактуры." },
  },
};

function invoiceContent(mail: InvoiceMail, locale: Locale, brand: string): EmailContent {
  const w = WORDS[locale];
  const f = orderFormat(locale);
  const id = formatOrderId(mail.orderId);
  const { ksef } = mail;
  const followUp = ksef.state === "in-ksef" && ksef.followUp;
  const { corrects } = mail;
  const facts: NonNullable<EmailContent["facts"]> = [{ label: w.facts.number, value: mail.number }];
  if (corrects) facts.push({ label: w.facts.corrects, value: corrects });
  facts.push(
    { label: w.facts.issueDate, value: f.day(mail.issueDate) },
    { label: w.facts.order, value: id, url: assertWebLink(mail.link) },
    { label: corrects ? w.facts.change : w.facts.gross, value: f.money(mail.gross) },
  );
  if (ksef.state === "in-ksef") facts.push({ label: w.facts.ksefNumber, value: ksef.number });
  const attached = corrects ? w.attached.kor(id, corrects) : w.attached.vat(id);
  const state = ksef.state === "in-ksef" ? w.inKsef : ksef.state === "not-yet" ? w.notYet : w.private;
  const preheader =
    w.preheader[followUp ? "followUp" : ksef.state === "in-ksef" ? "inKsef" : ksef.state === "not-yet" ? "notYet" : "private"];
  return {
    subject: followUp ? w.followUpSubject(mail.number, brand) : (corrects ? w.subject.kor : w.subject.vat)(mail.number, id, brand),
    preheader,
    heading: followUp ? w.heading.followUp : corrects ? w.heading.kor : w.heading.vat,
    intro: followUp ? [w.followUp(mail.number, id)] : [attached, state],
    facts,
    action: { label: w.action.label, url: assertWebLink(mail.link), note: w.action.note },
    outro: [],
  };
}

export const INVOICE: Template<"invoice"> = {
  en: (mail, brand) => invoiceContent(mail, "en", brand),
  uk: (mail, brand) => invoiceContent(mail, "uk", brand),
  pl: (mail, brand) => invoiceContent(mail, "pl", brand),
  ru: (mail, brand) => invoiceContent(mail, "ru", brand),
};
