import type { Amount, Colour, Flavour, StrengthSlug } from "../types";

const flavour = (slug: string, en: [string, string], uk: [string, string], pl: [string, string], ru: [string, string]): Flavour => ({
  slug,
  en: { name: en[0], phrase: en[1] },
  uk: { name: uk[0], gen: uk[1] },
  pl: { name: pl[0], gen: pl[1] },
  ru: { name: ru[0], gen: ru[1] },
});

/** Flavours: the name as it stands in a product name, and the genitive ("зі смаком м'яти", "o smaku mięty", "со вкусом мяты"). */
export const FLAVOURS = {
  mint: flavour("mint", ["Mint", "mint"], ["М'ята", "м'яти"], ["Mięta", "mięty"], ["Мята", "мяты"]),
  grape: flavour("grape", ["Grape", "grape"], ["Виноград", "винограду"], ["Winogrono", "winogron"], ["Виноград", "винограда"]),
  watermelon: flavour("watermelon", ["Watermelon", "watermelon"], ["Кавун", "кавуна"], ["Arbuz", "arbuza"], ["Арбуз", "арбуза"]),
  doubleApple: flavour(
    "double-apple",
    ["Double Apple", "double apple"],
    ["Подвійне яблуко", "подвійного яблука"],
    ["Podwójne jabłko", "podwójnego jabłka"],
    ["Двойное яблоко", "двойного яблока"],
  ),
  blueberry: flavour("blueberry", ["Blueberry", "blueberry"], ["Чорниця", "чорниці"], ["Borówka", "borówki"], ["Черника", "черники"]),
  lemon: flavour("lemon", ["Lemon", "lemon"], ["Лимон", "лимона"], ["Cytryna", "cytryny"], ["Лимон", "лимона"]),
  lemonMint: flavour(
    "lemon-mint",
    ["Lemon Mint", "lemon and mint"],
    ["Лимон із м'ятою", "лимона з м'ятою"],
    ["Cytryna z miętą", "cytryny z miętą"],
    ["Лимон с мятой", "лимона с мятой"],
  ),
  peach: flavour("peach", ["Peach", "peach"], ["Персик", "персика"], ["Brzoskwinia", "brzoskwini"], ["Персик", "персика"]),
  cola: flavour("cola", ["Cola", "cola"], ["Кола", "коли"], ["Cola", "coli"], ["Кола", "колы"]),
  vanilla: flavour("vanilla", ["Vanilla", "vanilla"], ["Ваніль", "ванілі"], ["Wanilia", "wanilii"], ["Ваниль", "ванили"]),
  mango: flavour("mango", ["Mango", "mango"], ["Манго", "манго"], ["Mango", "mango"], ["Манго", "манго"]),
  tobacco: flavour("tobacco", ["Tobacco", "classic tobacco"], ["Тютюн", "тютюну"], ["Tytoń", "tytoniu"], ["Табак", "табака"]),
  menthol: flavour("menthol", ["Menthol", "menthol"], ["Ментол", "ментолу"], ["Mentol", "mentolu"], ["Ментол", "ментола"]),
  strawberry: flavour(
    "strawberry",
    ["Strawberry", "strawberry"],
    ["Полуниця", "полуниці"],
    ["Truskawka", "truskawki"],
    ["Клубника", "клубники"],
  ),
  cherry: flavour("cherry", ["Cherry", "cherry"], ["Вишня", "вишні"], ["Wiśnia", "wiśni"], ["Вишня", "вишни"]),
  pineapple: flavour("pineapple", ["Pineapple", "pineapple"], ["Ананас", "ананаса"], ["Ananas", "ananasa"], ["Ананас", "ананаса"]),
  passionFruit: flavour(
    "passion-fruit",
    ["Passion Fruit", "passion fruit"],
    ["Маракуя", "маракуї"],
    ["Marakuja", "marakui"],
    ["Маракуйя", "маракуйи"],
  ),
  kiwi: flavour("kiwi", ["Kiwi", "kiwi"], ["Ківі", "ківі"], ["Kiwi", "kiwi"], ["Киви", "киви"]),
  orange: flavour("orange", ["Orange", "orange"], ["Апельсин", "апельсина"], ["Pomarańcza", "pomarańczy"], ["Апельсин", "апельсина"]),
  melon: flavour("melon", ["Melon", "melon"], ["Диня", "дині"], ["Melon", "melona"], ["Дыня", "дыни"]),
  raspberry: flavour("raspberry", ["Raspberry", "raspberry"], ["Малина", "малини"], ["Malina", "maliny"], ["Малина", "малины"]),
  coffee: flavour("coffee", ["Coffee", "coffee"], ["Кава", "кави"], ["Kawa", "kawy"], ["Кофе", "кофе"]),
  gum: flavour("gum", ["Bubble Gum", "bubble gum"], ["Жуйка", "жуйки"], ["Guma balonowa", "gumy balonowej"], ["Жвачка", "жвачки"]),
  rose: flavour("rose", ["Rose", "rose"], ["Троянда", "троянди"], ["Róża", "róży"], ["Роза", "розы"]),
} satisfies Record<string, Flavour>;

export type FlavourKey = keyof typeof FLAVOURS;

const colour = (slug: string, en: string, uk: [string, string], pl: [string, string], ru: [string, string]): Colour => ({
  slug,
  en,
  uk: { m: uk[0], f: uk[1] },
  pl: { m: pl[0], f: pl[1] },
  ru: { m: ru[0], f: ru[1] },
});

/** Colours as adjectives: masculine (кальян, шланг, wąż) and feminine (чаша, запальничка, fajka wodna). */
export const COLOURS = {
  black: colour("black", "Black", ["чорний", "чорна"], ["czarny", "czarna"], ["чёрный", "чёрная"]),
  white: colour("white", "White", ["білий", "біла"], ["biały", "biała"], ["белый", "белая"]),
  red: colour("red", "Red", ["червоний", "червона"], ["czerwony", "czerwona"], ["красный", "красная"]),
  blue: colour("blue", "Blue", ["синій", "синя"], ["niebieski", "niebieska"], ["синий", "синяя"]),
  green: colour("green", "Green", ["зелений", "зелена"], ["zielony", "zielona"], ["зелёный", "зелёная"]),
  silver: colour("silver", "Silver", ["сріблястий", "срібляста"], ["srebrny", "srebrna"], ["серебристый", "серебристая"]),
  gold: colour("gold", "Gold", ["золотистий", "золотиста"], ["złoty", "złota"], ["золотистый", "золотистая"]),
  grey: colour("grey", "Grey", ["сірий", "сіра"], ["szary", "szara"], ["серый", "серая"]),
  purple: colour("purple", "Purple", ["фіолетовий", "фіолетова"], ["fioletowy", "fioletowa"], ["фиолетовый", "фиолетовая"]),
} satisfies Record<string, Colour>;

export type ColourKey = keyof typeof COLOURS;

/** Strength: the attribute values, and the adjective agreeing with "tobacco" (тютюн, tytoń, табак: masculine). */
export const STRENGTHS: Record<StrengthSlug, { en: string; uk: string; pl: string; ru: string; order: number }> = {
  light: { en: "light", uk: "легкий", pl: "lekki", ru: "лёгкий", order: 10 },
  medium: { en: "medium-strength", uk: "середньої міцності", pl: "średnio mocny", ru: "средней крепости", order: 20 },
  strong: { en: "strong", uk: "міцний", pl: "mocny", ru: "крепкий", order: 30 },
};

const grams = (n: number): Amount =>
  n >= 1000
    ? { slug: `${n / 1000}-kg`, en: `${n / 1000} kg`, uk: `${n / 1000} кг`, pl: `${n / 1000} kg`, ru: `${n / 1000} кг`, quantity: n }
    : { slug: `${n}-g`, en: `${n} g`, uk: `${n} г`, pl: `${n} g`, ru: `${n} г`, quantity: n };
const millilitres = (n: number): Amount => ({ slug: `${n}-ml`, en: `${n} ml`, uk: `${n} мл`, pl: `${n} ml`, ru: `${n} мл`, quantity: n });

/** Pack sizes (the `volume` attribute): millilitres first, then weights, each in natural order. */
export const AMOUNTS = {
  ml10: millilitres(10),
  ml50: millilitres(50),
  ml100: millilitres(100),
  g30: grams(30),
  g50: grams(50),
  g100: grams(100),
  g200: grams(200),
  g250: grams(250),
  kg1: grams(1000),
  kg3: grams(3000),
} satisfies Record<string, Amount>;
