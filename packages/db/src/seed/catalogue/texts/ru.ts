import type { ProductText, StrengthSlug, TextWriter } from "../types";
import { cap, period, sentences, vary } from "./common";

const PICKUP = "Закажите онлайн и заберите в одном из наших магазинов.";
const DELIVERY = "Доставка по городу или самовывоз из наших магазинов.";
const ADULTS = "Табачные и никотиновые изделия продаются только совершеннолетним; онлайн-заказ можно забрать в одном из наших магазинов.";
const ADULTS_PICKUP = "Только для совершеннолетних: закажите онлайн и заберите в одном из наших магазинов.";

function text(name: string, shortDescription: string, description: string, seoTitle: string, seoDescription: string): ProductText {
  return { name, shortDescription, description, seoTitle, seoDescription };
}

const full = (brand: string, line?: string) => (line ? `${brand} ${line}` : brand);
/** "Табак для кальяна" with its strength, in the natural word order. */
const SHISHA: Record<StrengthSlug, string> = {
  light: "лёгкий табак для кальяна",
  medium: "табак для кальяна средней крепости",
  strong: "крепкий табак для кальяна",
};
/** Крепость — низкая / средняя / высокая. */
const LEVEL: Record<StrengthSlug, string> = { light: "низкая", medium: "средняя", strong: "высокая" };
const HOSES = { 1: "шланг", 2: "два шланга", 4: "четыре шланга" } as const;
const FOR_WHOM = { 1: "для одного человека", 2: "для двоих", 4: "для компании до четырёх человек" } as const;
const MATERIAL = { clay: "глиняная", ceramic: "керамическая", silicone: "силиконовая" } as const;

export const ru: TextWriter = {
  shisha(m, brand) {
    const who = full(brand, m.line);
    const gen = m.flavour.ru.gen;
    const kind = SHISHA[m.strength];
    const name = `${who} ${m.flavour.ru.name} ${m.amount.ru}`;
    const pack =
      m.amount.quantity <= 50
        ? "Упаковки 50 г хватает на три-четыре забивки — удобно, чтобы попробовать новый вкус."
        : m.amount.quantity >= 1000
          ? "Упаковка 1 кг рассчитана на кальянные и на тех, кто курит каждый день."
          : `Упаковка ${m.amount.ru} плотно закрывается, и табак неделями остаётся свежим.`;
    return text(
      name,
      vary(m.v, [
        `Табак для кальяна ${who} со вкусом ${gen}, упаковка ${m.amount.ru}.`,
        `${who} со вкусом ${gen}: ${kind}, упаковка ${m.amount.ru}.`,
      ]),
      sentences(
        vary(m.v, [
          `${who} — ${kind} с ярким вкусом ${gen}.`,
          `Вкус ${gen} — один из самых популярных в линейке ${who}, крепость табака — ${LEVEL[m.strength]}.`,
          `Смесь ${who} со вкусом ${gen} — яркая, но не слишком сладкая; крепость — ${LEVEL[m.strength]}.`,
        ]),
        vary(m.v >> 1, [
          "Листья ровно нарезаны и пропитаны глицерином и патокой, поэтому табак легко забивается в любую чашу и даёт густой, ровный дым.",
          "Мелкая нарезка хорошо держит сироп и не протекает, так что вкус остаётся ярким от первой до последней затяжки.",
        ]),
        pack,
        m.v % 2 === 0 && "Храните табак в закрытой упаковке, вдали от солнца и тепла.",
      ),
      `${name} — купить табак для кальяна`,
      `${name}: ${kind} со вкусом ${gen}. ${PICKUP}`,
    );
  },

  hookah(m, brand) {
    const name = `Кальян ${brand} ${m.model.name} ${m.model.height} см, ${m.colour.ru.m}`;
    return text(
      name,
      `Кальян высотой ${m.model.height} см ${FOR_WHOM[m.model.hoses]}, цвет — ${m.colour.ru.m}.`,
      sentences(
        m.model.feature.ru,
        vary(m.v, [
          "Все детали разбираются для мытья, а уплотнители держат плотно без дополнительной ленты.",
          "Кальян легко собирается, стоит устойчиво и мягко тянет с первого же раза.",
        ]),
        `В комплекте: шахта, колба, глиняная чаша и ${HOSES[m.model.hoses]}.`,
      ),
      `${name} — купить кальян`,
      `Кальян ${brand} ${m.model.name}: высота ${m.model.height} см, цвет ${m.colour.ru.m}, ${m.model.hoses === 1 ? "один шланг" : HOSES[m.model.hoses]}. ${DELIVERY}`,
    );
  },

  bowl(m, brand) {
    const material = MATERIAL[m.model.material];
    const name = `Чаша ${brand} ${m.model.name}, ${m.colour.ru.f}`;
    const care = {
      clay: "Мойте её тёплой водой без моющих средств, чтобы глина не впитывала запах.",
      ceramic: "Глазурь легко моется даже мягким моющим средством.",
      silicone: "Её можно мыть в посудомоечной машине.",
    }[m.model.material];
    return text(
      name,
      `${cap(material)} чаша для кальяна вместимостью около ${m.model.capacity} г табака.`,
      sentences(
        m.model.feature.ru,
        vary(m.v, [
          "Забивайте табак воздушно, чуть ниже края, и дайте чаше прогреться несколько минут перед первой затяжкой.",
          "Чаша подходит к стандартному уплотнителю большинства кальянов.",
        ]),
        care,
      ),
      `${name} — купить чашу для кальяна`,
      `${cap(material)} чаша ${brand} ${m.model.name}: около ${m.model.capacity} г табака, цвет ${m.colour.ru.m}. ${DELIVERY}`,
    );
  },

  hose(m, brand) {
    const name = `Шланг ${brand} ${m.model.name} ${m.model.length} см, ${m.colour.ru.m}`;
    return text(
      name,
      `Шланг для кальяна длиной ${m.model.length} см, цвет — ${m.colour.ru.m}.`,
      sentences(
        m.model.feature.ru,
        vary(m.v, [
          "Стандартный коннектор 18 мм подходит к большинству кальянов.",
          "Широкий внутренний канал даёт лёгкую, свободную тягу.",
        ]),
        "После курения продуйте шланг, чтобы вышли остатки дыма.",
      ),
      `${name} — купить шланг для кальяна`,
      `Шланг ${brand} ${m.model.name}: длина ${m.model.length} см, цвет ${m.colour.ru.m}. ${DELIVERY}`,
    );
  },

  charcoal(m, brand) {
    const name = `Кокосовый уголь ${brand} ${m.cube} мм, ${m.amount.ru}`;
    return text(
      name,
      `Уголь из кокосовой скорлупы кубиками ${m.cube} мм, ${m.amount.ru} (около ${m.pieces} шт.).`,
      sentences(
        vary(m.v, [
          "Прессованный из кокосовой скорлупы без химических связующих, он не пахнет и не меняет вкус табака.",
          "Натуральный кокосовый уголь ровно разжигается, даёт мало пепла и долго держит жар.",
        ]),
        m.cube === 22
          ? "Меньшие кубики 22 мм подходят для компактных чаш и калаудов."
          : m.cube === 25
            ? "Кубик 25 мм — стандартный размер для большинства чаш: на одну забивку хватает трёх кубиков."
            : "Более крупные кубики 26 мм тлеют до 90 минут.",
        "Разжигайте кубики на электроплитке или газовой плите 8–10 минут, пока они не покроются серым пеплом.",
        m.amount.quantity >= 3000 && "Коробка 3 кг — выгодный выбор для кальянных.",
        m.amount.quantity <= 250 && "Маленькая упаковка 250 г удобна в дорогу или на вечеринку.",
      ),
      `${name} — купить уголь для кальяна`,
      `${name}: натуральный кокосовый уголь, около ${m.pieces} кубиков. ${DELIVERY}`,
    );
  },

  item(m) {
    const what = m.item.category === "papers" ? "бумага и фильтры для самокруток" : "аксессуары для кальяна";
    return text(
      m.item.name.ru,
      m.item.shortDescription.ru,
      m.item.description.ru,
      `${m.item.name.ru} — ${what}`,
      `${m.item.shortDescription.ru} ${DELIVERY}`,
    );
  },

  cigarettes(m, brand) {
    const pack = m.carton ? "блок 10 пачек" : "пачка 20 шт.";
    const name = `Сигареты ${brand} ${m.line.name}, ${pack}`;
    const taste = { light: "с лёгким", medium: "со сбалансированным", strong: "с насыщенным" }[m.line.strength];
    return text(
      name,
      m.carton
        ? `Блок из 10 пачек ${brand} ${m.line.name} — всего 200 сигарет.`
        : `Пачка из 20 сигарет ${brand} ${m.line.name} ${taste} вкусом.`,
      sentences(
        m.line.feature.ru,
        m.carton
          ? "Блок удобно покупать, если вы каждый день курите эту марку."
          : "Каждая пачка имеет акцизную марку и предупреждения о вреде для здоровья, как того требует польское законодательство.",
        ADULTS,
      ),
      `${name} — купить сигареты`,
      `${period(`Сигареты ${brand} ${m.line.name}, ${pack}`)} ${ADULTS_PICKUP}`,
    );
  },

  heated(m, brand) {
    const pack = m.carton ? "блок 10 пачек" : "пачка 20 шт.";
    const name = `Стики ${brand} ${m.line.name}, ${pack}`;
    return text(
      name,
      m.carton
        ? `Блок из 10 пачек стиков ${brand} ${m.line.name} — всего 200 штук.`
        : `Пачка из 20 табачных стиков ${brand} ${m.line.name} для систем нагревания табака.`,
      sentences(
        m.line.feature.ru,
        "Стики нагреваются, а не горят, поэтому нет пепла, а запаха гораздо меньше, чем от сигареты.",
        "Подходят к совместимым устройствам для нагревания стиков стандартного размера.",
        ADULTS,
      ),
      `${name} — купить стики для нагревания табака`,
      `${period(`Табачные стики ${brand} ${m.line.name}, ${pack}`)} ${ADULTS_PICKUP}`,
    );
  },

  rolling(m, brand) {
    const name = `Табак для самокруток ${brand} ${m.line.name}, ${m.amount.ru}`;
    return text(
      name,
      `Табак мелкой нарезки для самокруток в кисете ${m.amount.ru}, крепость — ${LEVEL[m.line.strength]}.`,
      sentences(
        m.line.feature.ru,
        vary(m.v, [
          "Влажный табак мелкой нарезки легко скручивается вручную или машинкой.",
          "Кисет с застёжкой не даёт табаку пересыхать.",
        ]),
        ADULTS,
      ),
      `${name} — купить табак для самокруток`,
      `Табак для самокруток ${brand} ${m.line.name}, ${m.amount.ru}. ${ADULTS_PICKUP}`,
    );
  },

  pod(m, brand) {
    const name = `Под-система ${brand} ${m.model.name}, ${m.colour.ru.f}`;
    return text(
      name,
      `Многоразовая под-система с заправляемым картриджем и аккумулятором ${m.model.battery} мА·ч.`,
      sentences(
        m.model.feature.ru,
        "Картридж вмещает 2 мл жидкости — максимум, разрешённый в ЕС.",
        vary(m.v, ["Подходит и для солевых, и для классических жидкостей.", "Сменные картриджи продаются отдельно."]),
        "Электронные сигареты продаются только совершеннолетним; онлайн-заказ можно забрать в одном из наших магазинов.",
      ),
      `${name} — купить под-систему`,
      `Под-система ${brand} ${m.model.name}: аккумулятор ${m.model.battery} мА·ч, цвет ${m.colour.ru.m}. ${ADULTS_PICKUP}`,
    );
  },

  liquid(m, brand) {
    const who = full(brand, m.line);
    const gen = m.flavour.ru.gen;
    const name =
      m.nicotine > 0
        ? `${who} ${m.flavour.ru.name} ${m.amount.ru}, ${m.nicotine} мг/мл`
        : `${who} ${m.flavour.ru.name} ${m.amount.ru}, шортфил без никотина`;
    const short =
      m.nicotine === 0
        ? `Жидкость без никотина со вкусом ${gen} во флаконе ${m.amount.ru}.`
        : m.salt
          ? `Жидкость на солевом никотине со вкусом ${gen}, ${m.nicotine} мг/мл.`
          : `Жидкость для электронных сигарет со вкусом ${gen}, никотин ${m.nicotine} мг/мл.`;
    return text(
      name,
      short,
      sentences(
        vary(m.v, [
          `Вкус ${gen} яркий, но не приторный — подходит для ежедневного парения.`,
          `Вкус ${gen} — один из самых популярных в линейке ${who}.`,
        ]),
        m.nicotine === 0
          ? "Во флаконе есть место для одного-двух никотиновых бустеров по 10 мл, если вы хотите добавить никотин; сама жидкость его не содержит."
          : m.salt
            ? "Солевой никотин мягко действует на горло даже при высокой концентрации, поэтому хорошо подходит для маломощных под-систем."
            : "Основа 50/50 PG/VG подходит для большинства под-систем и стартовых устройств.",
        m.nicotine > 0
          ? "Жидкости с никотином продаются только совершеннолетним; онлайн-заказ можно забрать в одном из наших магазинов."
          : "Продаётся только совершеннолетним.",
      ),
      `${name} — купить жидкость для электронных сигарет`,
      `${name}: жидкость со вкусом ${gen}${m.nicotine > 0 ? `, никотин ${m.nicotine} мг/мл` : " без никотина"}. ${m.nicotine > 0 ? PICKUP : DELIVERY}`,
    );
  },

  lighter(m, brand) {
    const name = `Зажигалка ${brand} ${m.model.name}, ${m.colour.ru.f}`;
    const kind = {
      flint: "Классическая кремнёвая зажигалка",
      jet: "Ветроустойчивая турбозажигалка",
      arc: "Беспламенная аккумуляторная зажигалка",
    }[m.model.type];
    return text(
      name,
      `${kind}, цвет — ${m.colour.ru.m}.`,
      sentences(
        m.model.feature.ru,
        {
          flint: "Работает на обычном бутане и заправляется за несколько секунд.",
          jet: "Струйное пламя не гаснет на ветру, поэтому ею удобно разжигать уголь для кальяна и пользоваться на улице.",
          arc: "Одного заряда хватает примерно на 300 поджигов; кабель USB-C в комплекте.",
        }[m.model.type],
        m.model.type !== "arc" && "Имеет защиту от детей, как того требуют правила ЕС.",
      ),
      `${name} — купить зажигалку`,
      `${name}. ${DELIVERY}`,
    );
  },
};
