import type { ProductText, StrengthSlug, TextWriter } from "../types";
import { cap, period, sentences, vary } from "./common";

const PICKUP = "Замовте онлайн і заберіть в одному з наших магазинів.";
const DELIVERY = "Доставка містом або самовивіз із наших магазинів.";
const ADULTS = "Тютюнові та нікотинові вироби продаються лише повнолітнім; онлайн-замовлення можна забрати в одному з наших магазинів.";
const ADULTS_PICKUP = "Лише для повнолітніх: замовте онлайн і заберіть в одному з наших магазинів.";

function text(name: string, shortDescription: string, description: string, seoTitle: string, seoDescription: string): ProductText {
  return { name, shortDescription, description, seoTitle, seoDescription };
}

const full = (brand: string, line?: string) => (line ? `${brand} ${line}` : brand);
/** "Тютюн для кальяну" with its strength, in the natural word order. */
const SHISHA: Record<StrengthSlug, string> = {
  light: "легкий тютюн для кальяну",
  medium: "тютюн для кальяну середньої міцності",
  strong: "міцний тютюн для кальяну",
};
/** Міцність — низька / середня / висока. */
const LEVEL: Record<StrengthSlug, string> = { light: "низька", medium: "середня", strong: "висока" };
const HOSES = { 1: "шланг", 2: "два шланги", 4: "чотири шланги" } as const;
const FOR_WHOM = { 1: "для одного курця", 2: "для двох", 4: "для компанії до чотирьох людей" } as const;
const MATERIAL = { clay: "глиняна", ceramic: "керамічна", silicone: "силіконова" } as const;

export const uk: TextWriter = {
  shisha(m, brand) {
    const who = full(brand, m.line);
    const gen = m.flavour.uk.gen;
    const kind = SHISHA[m.strength];
    const name = `${who} ${m.flavour.uk.name} ${m.amount.uk}`;
    const pack =
      m.amount.quantity <= 50
        ? "Упаковки 50 г вистачає на три-чотири забивки — зручно, щоб спробувати новий смак."
        : m.amount.quantity >= 1000
          ? "Упаковка 1 кг розрахована на кальянні та на тих, хто курить щодня."
          : `Упаковка ${m.amount.uk} щільно закривається, і тютюн тижнями лишається свіжим.`;
    return text(
      name,
      vary(m.v, [
        `Тютюн для кальяну ${who} зі смаком ${gen}, упаковка ${m.amount.uk}.`,
        `${who} зі смаком ${gen}: ${kind}, упаковка ${m.amount.uk}.`,
      ]),
      sentences(
        vary(m.v, [
          `${who} — ${kind} з виразним смаком ${gen}.`,
          `Смак ${gen} — один із найпопулярніших у лінійці ${who}, міцність тютюну — ${LEVEL[m.strength]}.`,
          `Суміш ${who} зі смаком ${gen} — яскрава, але не надто солодка; міцність — ${LEVEL[m.strength]}.`,
        ]),
        vary(m.v >> 1, [
          "Листя рівно нарізане й просочене гліцерином і патокою, тому тютюн легко забивається в будь-яку чашу й дає густий, рівний дим.",
          "Дрібна нарізка добре тримає сироп і не протікає, тож смак лишається яскравим від першої до останньої затяжки.",
        ]),
        pack,
        m.v % 2 === 0 && "Зберігайте тютюн у закритій упаковці, подалі від сонця й тепла.",
      ),
      `${name} — купити тютюн для кальяну`,
      `${name}: ${kind} зі смаком ${gen}. ${PICKUP}`,
    );
  },

  hookah(m, brand) {
    const name = `Кальян ${brand} ${m.model.name} ${m.model.height} см, ${m.colour.uk.m}`;
    return text(
      name,
      `Кальян заввишки ${m.model.height} см ${FOR_WHOM[m.model.hoses]}, колір — ${m.colour.uk.m}.`,
      sentences(
        m.model.feature.uk,
        vary(m.v, [
          "Усі деталі розбираються для миття, а ущільнювачі тримають щільно без додаткової стрічки.",
          "Кальян легко збирається, стоїть стійко й м'яко тягне з першого ж разу.",
        ]),
        `У комплекті: шахта, колба, глиняна чаша та ${HOSES[m.model.hoses]}.`,
      ),
      `${name} — купити кальян`,
      `Кальян ${brand} ${m.model.name}: висота ${m.model.height} см, колір ${m.colour.uk.m}, ${m.model.hoses === 1 ? "один шланг" : HOSES[m.model.hoses]}. ${DELIVERY}`,
    );
  },

  bowl(m, brand) {
    const material = MATERIAL[m.model.material];
    const name = `Чаша ${brand} ${m.model.name}, ${m.colour.uk.f}`;
    const care = {
      clay: "Мийте її теплою водою без миючих засобів, щоб глина не вбирала запах.",
      ceramic: "Глазур легко миється навіть із м'яким миючим засобом.",
      silicone: "Її можна мити в посудомийній машині.",
    }[m.model.material];
    return text(
      name,
      `${cap(material)} чаша для кальяну місткістю близько ${m.model.capacity} г тютюну.`,
      sentences(
        m.model.feature.uk,
        vary(m.v, [
          "Забивайте тютюн пухко, трохи нижче від краю, і дайте чаші прогрітися кілька хвилин перед першою затяжкою.",
          "Чаша підходить до стандартного ущільнювача більшості кальянів.",
        ]),
        care,
      ),
      `${name} — купити чашу для кальяну`,
      `${cap(material)} чаша ${brand} ${m.model.name}: близько ${m.model.capacity} г тютюну, колір ${m.colour.uk.m}. ${DELIVERY}`,
    );
  },

  hose(m, brand) {
    const name = `Шланг ${brand} ${m.model.name} ${m.model.length} см, ${m.colour.uk.m}`;
    return text(
      name,
      `Шланг для кальяну довжиною ${m.model.length} см, колір — ${m.colour.uk.m}.`,
      sentences(
        m.model.feature.uk,
        vary(m.v, ["Стандартний конектор 18 мм підходить до більшості кальянів.", "Широкий внутрішній канал дає легку, вільну тягу."]),
        "Після куріння продуйте шланг, щоб вийшов залишок диму.",
      ),
      `${name} — купити шланг для кальяну`,
      `Шланг ${brand} ${m.model.name}: довжина ${m.model.length} см, колір ${m.colour.uk.m}. ${DELIVERY}`,
    );
  },

  charcoal(m, brand) {
    const name = `Кокосове вугілля ${brand} ${m.cube} мм, ${m.amount.uk}`;
    return text(
      name,
      `Вугілля з кокосової шкаралупи кубиками ${m.cube} мм, ${m.amount.uk} (близько ${m.pieces} шт.).`,
      sentences(
        vary(m.v, [
          "Пресоване з кокосової шкаралупи без хімічних сполучних речовин, воно не має запаху й не змінює смаку тютюну.",
          "Натуральне кокосове вугілля рівно розпалюється, дає мало попелу й довго тримає жар.",
        ]),
        m.cube === 22
          ? "Менші кубики 22 мм підходять для компактних чаш і калаудів."
          : m.cube === 25
            ? "Кубик 25 мм — стандартний розмір для більшості чаш: на одну забивку вистачає трьох кубиків."
            : "Більші кубики 26 мм тліють до 90 хвилин.",
        "Розпалюйте кубики на електроплитці або газовій плиті 8–10 хвилин, доки вони не вкриються сірим попелом.",
        m.amount.quantity >= 3000 && "Коробка 3 кг — вигідний вибір для кальянних.",
        m.amount.quantity <= 250 && "Маленька упаковка 250 г зручна в дорогу чи на вечірку.",
      ),
      `${name} — купити вугілля для кальяну`,
      `${name}: натуральне кокосове вугілля, близько ${m.pieces} кубиків. ${DELIVERY}`,
    );
  },

  item(m) {
    const what = m.item.category === "papers" ? "папір і фільтри для самокруток" : "аксесуари для кальяну";
    return text(
      m.item.name.uk,
      m.item.shortDescription.uk,
      m.item.description.uk,
      `${m.item.name.uk} — ${what}`,
      `${m.item.shortDescription.uk} ${DELIVERY}`,
    );
  },

  cigarettes(m, brand) {
    const pack = m.carton ? "блок 10 пачок" : "пачка 20 шт.";
    const name = `Сигарети ${brand} ${m.line.name}, ${pack}`;
    const taste = { light: "із легким", medium: "зі збалансованим", strong: "із насиченим" }[m.line.strength];
    return text(
      name,
      m.carton
        ? `Блок із 10 пачок ${brand} ${m.line.name} — усього 200 сигарет.`
        : `Пачка з 20 сигарет ${brand} ${m.line.name} ${taste} смаком.`,
      sentences(
        m.line.feature.uk,
        m.carton
          ? "Блок зручно купувати, якщо ви щодня курите цю марку."
          : "Кожна пачка має акцизну марку й попередження про шкоду для здоров'я, як вимагає польське законодавство.",
        ADULTS,
      ),
      `${name} — купити сигарети`,
      `${period(`Сигарети ${brand} ${m.line.name}, ${pack}`)} ${ADULTS_PICKUP}`,
    );
  },

  heated(m, brand) {
    const pack = m.carton ? "блок 10 пачок" : "пачка 20 шт.";
    const name = `Стіки ${brand} ${m.line.name}, ${pack}`;
    return text(
      name,
      m.carton
        ? `Блок із 10 пачок стіків ${brand} ${m.line.name} — усього 200 штук.`
        : `Пачка з 20 тютюнових стіків ${brand} ${m.line.name} для систем нагрівання тютюну.`,
      sentences(
        m.line.feature.uk,
        "Стіки нагріваються, а не горять, тому немає попелу, а запаху значно менше, ніж від сигарети.",
        "Підходять до сумісних пристроїв для нагрівання стіків стандартного розміру.",
        ADULTS,
      ),
      `${name} — купити стіки для нагрівання тютюну`,
      `${period(`Тютюнові стіки ${brand} ${m.line.name}, ${pack}`)} ${ADULTS_PICKUP}`,
    );
  },

  rolling(m, brand) {
    const name = `Тютюн для самокруток ${brand} ${m.line.name}, ${m.amount.uk}`;
    return text(
      name,
      `Тютюн дрібної нарізки для самокруток у кисеті ${m.amount.uk}, міцність — ${LEVEL[m.line.strength]}.`,
      sentences(
        m.line.feature.uk,
        vary(m.v, ["Вологий тютюн дрібної нарізки легко скручується вручну або машинкою.", "Кисет із застібкою не дає тютюну пересихати."]),
        ADULTS,
      ),
      `${name} — купити тютюн для самокруток`,
      `Тютюн для самокруток ${brand} ${m.line.name}, ${m.amount.uk}. ${ADULTS_PICKUP}`,
    );
  },

  pod(m, brand) {
    const name = `Под-система ${brand} ${m.model.name}, ${m.colour.uk.f}`;
    return text(
      name,
      `Багаторазова под-система із заправним картриджем і акумулятором ${m.model.battery} мА·год.`,
      sentences(
        m.model.feature.uk,
        "Картридж уміщує 2 мл рідини — максимум, дозволений у ЄС.",
        vary(m.v, ["Підходить і для сольових, і для класичних рідин.", "Змінні картриджі продаються окремо."]),
        "Електронні сигарети продаються лише повнолітнім; онлайн-замовлення можна забрати в одному з наших магазинів.",
      ),
      `${name} — купити под-систему`,
      `Под-система ${brand} ${m.model.name}: акумулятор ${m.model.battery} мА·год, колір ${m.colour.uk.m}. ${ADULTS_PICKUP}`,
    );
  },

  liquid(m, brand) {
    const who = full(brand, m.line);
    const gen = m.flavour.uk.gen;
    const name =
      m.nicotine > 0
        ? `${who} ${m.flavour.uk.name} ${m.amount.uk}, ${m.nicotine} мг/мл`
        : `${who} ${m.flavour.uk.name} ${m.amount.uk}, шортфіл без нікотину`;
    const short =
      m.nicotine === 0
        ? `Рідина без нікотину зі смаком ${gen} у флаконі ${m.amount.uk}.`
        : m.salt
          ? `Рідина на сольовому нікотині зі смаком ${gen}, ${m.nicotine} мг/мл.`
          : `Рідина для електронних сигарет зі смаком ${gen}, нікотин ${m.nicotine} мг/мл.`;
    return text(
      name,
      short,
      sentences(
        vary(m.v, [
          `Смак ${gen} яскравий, але не нудотний — підходить для щоденного парення.`,
          `Смак ${gen} — один із найпопулярніших у лінійці ${who}.`,
        ]),
        m.nicotine === 0
          ? "У флаконі є місце для одного-двох нікотинових бустерів по 10 мл, якщо ви хочете додати нікотин; сама рідина його не містить."
          : m.salt
            ? "Сольовий нікотин м'яко діє на горло навіть за високої концентрації, тому добре підходить для малопотужних под-систем."
            : "Основа 50/50 PG/VG підходить для більшості под-систем і стартових пристроїв.",
        m.nicotine > 0
          ? "Рідини з нікотином продаються лише повнолітнім; онлайн-замовлення можна забрати в одному з наших магазинів."
          : "Продається лише повнолітнім.",
      ),
      `${name} — купити рідину для електронних сигарет`,
      `${name}: рідина зі смаком ${gen}${m.nicotine > 0 ? `, нікотин ${m.nicotine} мг/мл` : " без нікотину"}. ${m.nicotine > 0 ? PICKUP : DELIVERY}`,
    );
  },

  lighter(m, brand) {
    const name = `Запальничка ${brand} ${m.model.name}, ${m.colour.uk.f}`;
    const kind = {
      flint: "Класична кремнієва запальничка",
      jet: "Вітростійка турбозапальничка",
      arc: "Безполуменева акумуляторна запальничка",
    }[m.model.type];
    return text(
      name,
      `${kind}, колір — ${m.colour.uk.m}.`,
      sentences(
        m.model.feature.uk,
        {
          flint: "Працює на звичайному бутані й заправляється за кілька секунд.",
          jet: "Струменеве полум'я не гасне на вітрі, тож нею зручно розпалювати вугілля для кальяну й користуватися надворі.",
          arc: "Одного заряду вистачає приблизно на 300 підпалювань; кабель USB-C у комплекті.",
        }[m.model.type],
        m.model.type !== "arc" && "Має захист від дітей, як вимагають правила ЄС.",
      ),
      `${name} — купити запальничку`,
      `${name}. ${DELIVERY}`,
    );
  },
};
