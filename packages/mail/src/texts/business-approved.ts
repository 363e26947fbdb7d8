import type { Template } from "../content";

type Kind = "wholesale" | "franchise";
const by = <T>(kind: Kind, wholesale: T, franchise: T) => (kind === "wholesale" ? wholesale : franchise);

export const BUSINESS_APPROVED: Template<"business-approved"> = {
  en: ({ businessKind: k }, brand) => ({
    subject: `Your business account is approved — ${brand}`,
    preheader: by(k, "Wholesale prices are now open to you.", "Franchise prices are now open to you."),
    heading: "Your business account is approved",
    intro: [`We have reviewed your application and approved your business account at ${brand}.`],
    highlight: { label: "Account type", value: by(k, "Wholesale", "Franchise") },
    outro: [
      by(
        k,
        "Sign in and the catalogue will show you wholesale prices: they apply from the quantity stated on each product.",
        "Sign in and the catalogue will show you franchise prices.",
      ),
      "If you have any questions about the terms, we will be glad to help.",
    ],
  }),
  uk: ({ businessKind: k }, brand) => ({
    subject: `Ваш бізнес-акаунт схвалено — ${brand}`,
    preheader: by(k, "Тепер вам доступні оптові ціни.", "Тепер вам доступні франчайзингові ціни."),
    heading: "Ваш бізнес-акаунт схвалено",
    intro: [`Ми розглянули вашу заявку та схвалили ваш бізнес-акаунт у ${brand}.`],
    highlight: { label: "Тип акаунта", value: by(k, "Оптовий", "Франчайзинговий") },
    outro: [
      by(
        k,
        "Увійдіть у свій акаунт — і в каталозі ви побачите оптові ціни: вони діють від кількості, зазначеної на сторінці товару.",
        "Увійдіть у свій акаунт — і в каталозі ви побачите франчайзингові ціни.",
      ),
      "Якщо у вас є запитання щодо умов співпраці, ми залюбки допоможемо.",
    ],
  }),
  pl: ({ businessKind: k }, brand) => ({
    subject: `Twoje konto firmowe zostało zatwierdzone – ${brand}`,
    preheader: by(k, "Ceny hurtowe są już dla Ciebie dostępne.", "Ceny franczyzowe są już dla Ciebie dostępne."),
    heading: "Twoje konto firmowe zostało zatwierdzone",
    intro: [`Rozpatrzyliśmy Twój wniosek i zatwierdziliśmy Twoje konto firmowe w ${brand}.`],
    highlight: { label: "Rodzaj konta", value: by(k, "Hurtowe", "Franczyzowe") },
    outro: [
      by(
        k,
        "Zaloguj się, a w katalogu zobaczysz ceny hurtowe – obowiązują od ilości podanej na stronie produktu.",
        "Zaloguj się, a w katalogu zobaczysz ceny franczyzowe.",
      ),
      "Jeśli masz pytania dotyczące warunków współpracy, chętnie pomożemy.",
    ],
  }),
  ru: ({ businessKind: k }, brand) => ({
    subject: `Ваш бизнес-аккаунт одобрен — ${brand}`,
    preheader: by(k, "Теперь вам доступны оптовые цены.", "Теперь вам доступны франчайзинговые цены."),
    heading: "Ваш бизнес-аккаунт одобрен",
    intro: [`Мы рассмотрели вашу заявку и одобрили ваш бизнес-аккаунт в ${brand}.`],
    highlight: { label: "Тип аккаунта", value: by(k, "Оптовый", "Франчайзинговый") },
    outro: [
      by(
        k,
        "Войдите в свой аккаунт — и в каталоге вы увидите оптовые цены: они действуют от количества, указанного на странице товара.",
        "Войдите в свой аккаунт — и в каталоге вы увидите франчайзинговые цены.",
      ),
      "Если у вас есть вопросы об условиях сотрудничества, мы с радостью поможем.",
    ],
  }),
};
