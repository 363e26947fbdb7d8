// What the API says about invoices in the back office (issue 34, docs/invoices.md), in every language: a resend of an
// invoice KSeF has not rejected, a buyer that can no longer change, a NIP without its checksum, a month not YYYY-MM.
import type { Locale, Localized } from "@shop/domain";
import { localized } from "./messages";

const en = {
  notRejected: "Only an invoice KSeF rejected can be sent again: this one is issued and stays as it is (a correction changes it).",
  buyerLocked:
    "The invoice buyer can be changed only while the order has no invoice, or while KSeF has rejected its invoices: an issued invoice is only corrected.",
  nip: "Enter the company's NIP: ten digits with a valid checksum.",
  month: "Choose a month as YYYY-MM.",
  invoicingOff: "Invoicing is off: no seller is configured (SELLER_NIP, SELLER_NAME, SELLER_ADDRESS_LINE1).",
  noUpo: "KSeF has not given this invoice's official receipt (UPO) yet.",
};
export type StaffInvoiceMessages = typeof en;

const uk: StaffInvoiceMessages = {
  notRejected:
    "Повторно надіслати можна лише рахунок-фактуру, яку відхилив KSeF: ця виставлена й лишається незмінною (її змінює лише коригування).",
  buyerLocked:
    "Покупця в рахунку-фактурі можна змінити, лише поки замовлення не має рахунку або KSeF відхилив його рахунки: виставлений рахунок лише коригують.",
  nip: "Введіть NIP компанії: десять цифр із правильною контрольною цифрою.",
  month: "Виберіть місяць у форматі РРРР-ММ.",
  invoicingOff: "Виставлення рахунків вимкнено: продавця не налаштовано (SELLER_NIP, SELLER_NAME, SELLER_ADDRESS_LINE1).",
  noUpo: "KSeF ще не видав офіційного підтвердження (UPO) цього рахунку-фактури.",
};

const pl: StaffInvoiceMessages = {
  notRejected:
    "Ponownie wysłać można tylko fakturę odrzuconą przez KSeF: ta jest wystawiona i pozostaje bez zmian (zmienia ją tylko korekta).",
  buyerLocked:
    "Nabywcę faktury można zmienić tylko, gdy zamówienie nie ma faktury albo KSeF odrzucił jego faktury: wystawioną fakturę tylko się koryguje.",
  nip: "Wpisz NIP firmy: dziesięć cyfr z poprawną cyfrą kontrolną.",
  month: "Wybierz miesiąc w formacie RRRR-MM.",
  invoicingOff: "Fakturowanie jest wyłączone: nie skonfigurowano sprzedawcy (SELLER_NIP, SELLER_NAME, SELLER_ADDRESS_LINE1).",
  noUpo: "KSeF nie wydał jeszcze Urzędowego Poświadczenia Odbioru (UPO) tej faktury.",
};

const ru: StaffInvoiceMessages = {
  notRejected:
    "Повторно отправить можно только счёт-фактуру, отклонённую KSeF: эта выставлена и остаётся неизменной (её меняет только корректировка).",
  buyerLocked:
    "Покупателя в счёте-фактуре можно изменить, только пока у заказа нет счёта или KSeF отклонил его счета: выставленный счёт только корректируют.",
  nip: "Введите NIP компании: десять цифр с правильной контрольной цифрой.",
  month: "Выберите месяц в формате ГГГГ-ММ.",
  invoicingOff: "Выставление счетов выключено: продавец не настроен (SELLER_NIP, SELLER_NAME, SELLER_ADDRESS_LINE1).",
  noUpo: "KSeF ещё не выдал официальное подтверждение (UPO) этого счёта-фактуры.",
};

export const STAFF_INVOICE_MESSAGES: Localized<StaffInvoiceMessages> = { en, uk, pl, ru };

/** One message in every language (an AppError's `messages`). */
export const staffInvoiceTexts = (pick: (m: StaffInvoiceMessages, locale: Locale) => string): Localized =>
  localized(STAFF_INVOICE_MESSAGES, pick);
