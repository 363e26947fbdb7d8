import type { Sentence } from "../types";
import { s } from "./sentence";

export interface BundleDef {
  slug: string;
  name: Sentence;
  /** What the set is for: its short description, and the first sentence of its description. */
  purpose: Sentence;
  /** Slugs of simple products and how many of each the set holds. */
  items: Array<[slug: string, quantity: number]>;
}

const bundle = (slug: string, name: Sentence, purpose: Sentence, items: Array<[string, number]>): BundleDef => ({
  slug,
  name,
  purpose,
  items,
});

/** Sets priced below their items: each city offers one only where it offers all of its items. */
export const BUNDLES: BundleDef[] = [
  bundle(
    "hookah-starter-set",
    s("Hookah Starter Set", "Стартовий набір для кальяну", "Zestaw startowy do fajki wodnej", "Стартовый набор для кальяна"),
    s(
      "Everything for your first hookah at home: the hookah, a bowl, charcoal and tobacco.",
      "Усе для першого кальяну вдома: кальян, чаша, вугілля й тютюн.",
      "Wszystko do pierwszej fajki wodnej w domu: fajka, główka, węgielki i tytoń.",
      "Всё для первого кальяна дома: кальян, чаша, уголь и табак.",
    ),
    [
      ["nomad-pipes-classic-hookah-black", 1],
      ["claymaker-phunnel-bowl-black", 1],
      ["cocobrico-coconut-charcoal-25-mm-1-kg", 1],
      ["al-fakher-mint-250-g", 1],
    ],
  ),
  bundle(
    "al-fakher-tasting-set",
    s("Al Fakher Tasting Set", "Дегустаційний набір Al Fakher", "Zestaw degustacyjny Al Fakher", "Дегустационный набор Al Fakher"),
    s(
      "Three classic Al Fakher flavours in small packs, to find your favourite.",
      "Три класичні смаки Al Fakher у маленьких упаковках, щоб знайти свій улюблений.",
      "Trzy klasyczne smaki Al Fakher w małych opakowaniach, aby znaleźć swój ulubiony.",
      "Три классических вкуса Al Fakher в маленьких упаковках, чтобы найти свой любимый.",
    ),
    [
      ["al-fakher-mint-50-g", 1],
      ["al-fakher-grape-50-g", 1],
      ["al-fakher-double-apple-50-g", 1],
    ],
  ),
  bundle(
    "lounge-night-set",
    s("Lounge Night Set", "Набір для кальянного вечора", "Zestaw na wieczór z shishą", "Набор для кальянного вечера"),
    s(
      "Two flavours, a kilo of charcoal and mouth tips for an evening with friends.",
      "Два смаки, кілограм вугілля й одноразові мундштуки для вечора з друзями.",
      "Dwa smaki, kilogram węgielków i jednorazowe ustniki na wieczór ze znajomymi.",
      "Два вкуса, килограмм угля и одноразовые мундштуки для вечера с друзьями.",
    ),
    [
      ["oasis-blend-watermelon-250-g", 1],
      ["oasis-blend-mango-250-g", 1],
      ["cocobrico-coconut-charcoal-25-mm-1-kg", 1],
      ["nomad-pipes-mouth-tips-50", 1],
    ],
  ),
  bundle(
    "heat-control-set",
    s("Heat Control Set", "Набір для контролю жару", "Zestaw do kontroli żaru", "Набор для контроля жара"),
    s(
      "A vortex bowl, a heat management device and small charcoal cubes: a session without foil.",
      "Чаша-вортекс, калауд і дрібні кубики вугілля — кальян без фольги.",
      "Główka vortex, regulator ciepła i małe kostki węgla: palenie bez folii.",
      "Чаша-вортекс, калауд и мелкие кубики угля — кальян без фольги.",
    ),
    [
      ["kiln-and-co-vortex-bowl-blue", 1],
      ["heatkeeper-heat-management-device", 1],
      ["ember-cube-coconut-charcoal-22-mm-1-kg", 1],
    ],
  ),
  bundle(
    "hose-upgrade-kit",
    s("Hose Upgrade Kit", "Набір для оновлення шланга", "Zestaw do wymiany węża", "Набор для обновления шланга"),
    s(
      "A new silicone hose, a personal mouthpiece and fresh seals for an older hookah.",
      "Новий силіконовий шланг, персональний мундштук і свіжі ущільнювачі для старого кальяну.",
      "Nowy silikonowy wąż, osobisty ustnik i nowe uszczelki do starszej fajki wodnej.",
      "Новый силиконовый шланг, персональный мундштук и свежие уплотнители для старого кальяна.",
    ),
    [
      ["flexline-pro-hose-black", 1],
      ["steelwave-personal-mouthpiece", 1],
      ["nomad-pipes-grommet-set", 1],
    ],
  ),
  bundle(
    "rolling-starter-kit",
    s("Rolling Starter Kit", "Стартовий набір для самокруток", "Zestaw startowy do skręcania", "Стартовый набор для самокруток"),
    s(
      "Tobacco, papers, filters and a lighter: all you need to roll your own.",
      "Тютюн, папір, фільтри й запальничка — усе, щоб крутити самокрутки самостійно.",
      "Tytoń, bibułki, filtry i zapalniczka: wszystko, czego potrzeba do skręcania.",
      "Табак, бумага, фильтры и зажигалка — всё, чтобы крутить самокрутки самому.",
    ),
    [
      ["golden-field-virginia-rolling-tobacco-30-g", 1],
      ["silkleaf-regular-papers-50", 2],
      ["rollmaster-slim-filters-6-mm-120", 1],
      ["flintstar-classic-lighter-red", 1],
    ],
  ),
  bundle(
    "vaporis-nano-starter-kit",
    s("Vaporis Nano Starter Kit", "Стартовий набір Vaporis Nano", "Zestaw startowy Vaporis Nano", "Стартовый набор Vaporis Nano"),
    s(
      "A Vaporis Nano pod kit with two nicotine salt liquids to start with.",
      "Под-система Vaporis Nano і дві рідини на сольовому нікотині для початку.",
      "Zestaw pod Vaporis Nano i dwa liquidy z solą nikotynową na początek.",
      "Под-система Vaporis Nano и две жидкости на солевом никотине для начала.",
    ),
    [
      ["vaporis-nano-pod-kit-black", 1],
      ["cloudline-salt-mango-10-ml-20-mg", 1],
      ["cloudline-salt-mint-10-ml-20-mg", 1],
    ],
  ),
  bundle(
    "fruit-e-liquid-trio",
    s("Fruit E-liquid Trio", "Фруктове тріо рідин", "Owocowe trio liquidów", "Фруктовое трио жидкостей"),
    s(
      "Three fruity Juicy Peak liquids with the same nicotine strength.",
      "Три фруктові рідини Juicy Peak з однаковою концентрацією нікотину.",
      "Trzy owocowe liquidy Juicy Peak o tej samej mocy nikotyny.",
      "Три фруктовые жидкости Juicy Peak с одинаковой крепостью никотина.",
    ),
    [
      ["juicy-peak-mango-10-ml-12-mg", 1],
      ["juicy-peak-strawberry-10-ml-12-mg", 1],
      ["juicy-peak-watermelon-10-ml-12-mg", 1],
    ],
  ),
  bundle(
    "heated-tobacco-week-pack",
    s("Heated Tobacco Week Pack", "Тижневий запас стіків", "Tygodniowy zapas wkładów", "Недельный запас стиков"),
    s(
      "Five packs of Aurum Heat sticks in two blends, enough for a week.",
      "П'ять пачок стіків Aurum Heat двох сумішей — запас на тиждень.",
      "Pięć paczek wkładów Aurum Heat w dwóch wariantach — zapas na tydzień.",
      "Пять пачек стиков Aurum Heat двух смесей — запас на неделю.",
    ),
    [
      ["aurum-heat-amber-sticks-20", 3],
      ["aurum-heat-silver-sticks-20", 2],
    ],
  ),
  bundle(
    "charcoal-stock-up-set",
    s("Charcoal Stock-Up Set", "Запас вугілля зі щипцями", "Zapas węgielków ze szczypcami", "Запас угля со щипцами"),
    s(
      "Three kilos of coconut charcoal and a pair of tongs.",
      "Три кілограми кокосового вугілля та щипці.",
      "Trzy kilogramy węgielków kokosowych i szczypce.",
      "Три килограмма кокосового угля и щипцы.",
    ),
    [
      ["cocobrico-coconut-charcoal-25-mm-1-kg", 3],
      ["heatkeeper-charcoal-tongs", 1],
    ],
  ),
  bundle(
    "party-hookah-set",
    s("Party Hookah Set", "Набір для вечірки з кальяном", "Zestaw imprezowy z fajką wodną", "Набор для вечеринки с кальяном"),
    s(
      "A four-hose hookah with tobacco and charcoal for a big company.",
      "Кальян на чотири шланги з тютюном і вугіллям для великої компанії.",
      "Fajka wodna na cztery węże z tytoniem i węgielkami dla dużego towarzystwa.",
      "Кальян на четыре шланга с табаком и углём для большой компании.",
    ),
    [
      ["anatolia-craft-saray-hookah-gold", 1],
      ["al-fakher-double-apple-250-g", 1],
      ["al-fakher-grape-250-g", 1],
      ["cocobrico-coconut-charcoal-26-mm-1-kg", 2],
    ],
  ),
  bundle(
    "hookah-care-kit",
    s("Hookah Care Kit", "Набір для догляду за кальяном", "Zestaw do pielęgnacji fajki wodnej", "Набор для ухода за кальяном"),
    s(
      "Brushes, seals and a diffuser to keep your hookah clean and quiet.",
      "Йоржики, ущільнювачі й дифузор, щоб кальян був чистим і тихим.",
      "Szczotki, uszczelki i dyfuzor, aby fajka wodna była czysta i cicha.",
      "Ёршики, уплотнители и диффузор, чтобы кальян был чистым и тихим.",
    ),
    [
      ["nomad-pipes-cleaning-brush-set", 1],
      ["nomad-pipes-grommet-set", 1],
      ["nomad-pipes-diffuser", 1],
    ],
  ),
  bundle(
    "papers-and-filters-pack",
    s("Papers & Filters Pack", "Набір паперу й фільтрів", "Zestaw bibułek i filtrów", "Набор бумаги и фильтров"),
    s(
      "Three booklets of slim papers with matching slim filters.",
      "Три книжечки тонкого паперу з відповідними тонкими фільтрами.",
      "Trzy książeczki cienkich bibułek z pasującymi wąskimi filtrami.",
      "Три книжечки тонкой бумаги с подходящими тонкими фильтрами.",
    ),
    [
      ["silkleaf-king-size-slim-papers-32", 3],
      ["rollmaster-extra-slim-filters-5-3-mm-150", 1],
    ],
  ),
  bundle(
    "travel-hookah-set",
    s("Travel Hookah Set", "Дорожній набір для кальяну", "Podróżny zestaw do fajki wodnej", "Дорожный набор для кальяна"),
    s(
      "A compact hookah, an unbreakable bowl, a small pack of charcoal and a torch lighter for trips.",
      "Компактний кальян, небитка чаша, маленька упаковка вугілля й турбозапальничка для поїздок.",
      "Kompaktowa fajka wodna, nietłukąca się główka, małe opakowanie węgielków i zapalniczka turbo na wyjazdy.",
      "Компактный кальян, небьющаяся чаша, маленькая упаковка угля и турбозажигалка для поездок.",
    ),
    [
      ["vistula-hookah-mini-hookah-blue", 1],
      ["kiln-and-co-flex-bowl-black", 1],
      ["ember-cube-coconut-charcoal-25-mm-250-g", 1],
      ["blaze-triple-lighter-black", 1],
    ],
  ),
];
