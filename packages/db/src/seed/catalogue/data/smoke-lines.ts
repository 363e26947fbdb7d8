import type { Sentence, SmokeLine, StrengthSlug } from "../types";
import { s } from "./sentence";

const line = (name: string, strength: StrengthSlug, feature: Sentence): SmokeLine => ({ name, strength, feature });

/** Cigarette lines: a pack of 20 and a carton of 10 packs each (no menthol: banned in the EU since 2020). */
export const CIGARETTES: Array<{ brand: string; price: number; lines: SmokeLine[] }> = [
  {
    brand: "harbor",
    price: 19.5,
    lines: [
      line(
        "Red",
        "strong",
        s(
          "A full-bodied American blend with a firm draw and a rich, dry finish.",
          "Повнотіла американська суміш із щільною тягою та насиченим сухим післясмаком.",
          "Pełna amerykańska mieszanka o zwartym ciągu i bogatym, wytrawnym finiszu.",
          "Насыщенная американская смесь с плотной тягой и богатым сухим послевкусием.",
        ),
      ),
      line(
        "Blue",
        "medium",
        s(
          "A balanced blend of Virginia and Burley with a softer, rounder taste.",
          "Збалансована суміш Вірджинії та Берлі з м'якшим, округлим смаком.",
          "Zrównoważona mieszanka Virginii i Burleya o łagodniejszym, okrągłym smaku.",
          "Сбалансированная смесь Вирджинии и Берли с более мягким, округлым вкусом.",
        ),
      ),
      line(
        "Silver",
        "light",
        s(
          "A light Virginia blend with a recessed filter for a clean, mild smoke.",
          "Легка суміш Вірджинії із заглибленим фільтром для чистого, м'якого диму.",
          "Lekka mieszanka Virginii z cofniętym filtrem, dająca czysty, łagodny dym.",
          "Лёгкая смесь Вирджинии с утопленным фильтром для чистого, мягкого дыма.",
        ),
      ),
    ],
  },
  {
    brand: "baltic-crown",
    price: 18.5,
    lines: [
      line(
        "Original",
        "strong",
        s(
          "The brand's classic king-size cigarette with a robust, toasted tobacco taste.",
          "Класична сигарета марки формату king size з насиченим смаком підсмаженого тютюну.",
          "Klasyczny papieros marki w formacie king size o wyrazistym smaku prażonego tytoniu.",
          "Классическая сигарета марки формата king size с насыщенным вкусом обжаренного табака.",
        ),
      ),
      line(
        "Gold",
        "medium",
        s(
          "A smoother king-size blend with gentle honey notes.",
          "М'якша суміш формату king size з ніжними медовими нотами.",
          "Łagodniejsza mieszanka w formacie king size z delikatnymi nutami miodu.",
          "Более мягкая смесь формата king size с нежными медовыми нотами.",
        ),
      ),
      line(
        "Slims",
        "light",
        s(
          "Slim 100 mm cigarettes with a light, delicate taste.",
          "Тонкі сигарети довжиною 100 мм з легким, делікатним смаком.",
          "Smukłe papierosy o długości 100 mm i lekkim, delikatnym smaku.",
          "Тонкие сигареты длиной 100 мм с лёгким, деликатным вкусом.",
        ),
      ),
    ],
  },
  {
    brand: "regent",
    price: 21,
    lines: [
      line(
        "Classic",
        "strong",
        s(
          "An English-style Virginia cigarette with a bright, slightly sweet character.",
          "Сигарета в англійському стилі з тютюну Вірджинія — яскрава й злегка солодкувата.",
          "Papieros w stylu angielskim z tytoniu Virginia, o jasnym, lekko słodkawym charakterze.",
          "Сигарета в английском стиле из табака Вирджиния — яркая и слегка сладковатая.",
        ),
      ),
      line(
        "Smooth",
        "medium",
        s(
          "A milder version of Regent Classic with a charcoal filter.",
          "М'якша версія Regent Classic із вугільним фільтром.",
          "Łagodniejsza wersja Regent Classic z filtrem węglowym.",
          "Более мягкая версия Regent Classic с угольным фильтром.",
        ),
      ),
      line(
        "Compact",
        "medium",
        s(
          "A shorter cigarette for a quick break, with the same Virginia blend.",
          "Коротша сигарета для швидкої перерви з тією ж сумішшю Вірджинії.",
          "Krótszy papieros na szybką przerwę, z tą samą mieszanką Virginii.",
          "Более короткая сигарета для быстрого перерыва с той же смесью Вирджинии.",
        ),
      ),
    ],
  },
  {
    brand: "northwind",
    price: 18,
    lines: [
      line(
        "Original",
        "medium",
        s(
          "A Dutch blend with a dry, nutty taste and an even burn.",
          "Голландська суміш із сухим горіховим смаком і рівним тлінням.",
          "Holenderska mieszanka o wytrawnym, orzechowym smaku i równym żarzeniu.",
          "Голландская смесь с сухим ореховым вкусом и ровным тлением.",
        ),
      ),
      line(
        "Blue",
        "light",
        s(
          "A lighter Northwind blend with a firm filter and a clean aftertaste.",
          "Легша суміш Northwind із щільним фільтром і чистим післясмаком.",
          "Lżejsza mieszanka Northwind z twardym filtrem i czystym posmakiem.",
          "Более лёгкая смесь Northwind с плотным фильтром и чистым послевкусием.",
        ),
      ),
    ],
  },
];

/** Heated tobacco sticks: a pack of 20 and a carton of 10 packs each. */
export const HEATED: Array<{ brand: string; price: number; lines: SmokeLine[] }> = [
  {
    brand: "aurum-heat",
    price: 17,
    lines: [
      line(
        "Amber",
        "strong",
        s(
          "Rich roasted tobacco with the aroma of toasted nuts.",
          "Насичений смажений тютюн з ароматом підсмажених горіхів.",
          "Bogaty, prażony tytoń o aromacie opiekanych orzechów.",
          "Насыщенный обжаренный табак с ароматом жареных орехов.",
        ),
      ),
      line(
        "Bronze",
        "strong",
        s(
          "A deep, full blend with notes of cocoa and dried fruit.",
          "Глибока, повна суміш із нотами какао та сухофруктів.",
          "Głęboka, pełna mieszanka z nutami kakao i suszonych owoców.",
          "Глубокая, плотная смесь с нотами какао и сухофруктов.",
        ),
      ),
      line(
        "Silver",
        "medium",
        s(
          "A mellow, lightly toasted blend for every day.",
          "М'яка, злегка підсмажена суміш на щодень.",
          "Łagodna, lekko prażona mieszanka na co dzień.",
          "Мягкая, слегка обжаренная смесь на каждый день.",
        ),
      ),
      line(
        "Sienna",
        "medium",
        s(
          "A balanced blend with woody, slightly spicy notes.",
          "Збалансована суміш із деревними, злегка пряними нотами.",
          "Zrównoważona mieszanka z drzewnymi, lekko korzennymi nutami.",
          "Сбалансированная смесь с древесными, слегка пряными нотами.",
        ),
      ),
      line(
        "Yellow",
        "light",
        s(
          "A light, airy blend with soft herbal notes.",
          "Легка, повітряна суміш із м'якими трав'яними нотами.",
          "Lekka, przewiewna mieszanka z delikatnymi nutami ziołowymi.",
          "Лёгкая, воздушная смесь с мягкими травяными нотами.",
        ),
      ),
    ],
  },
  {
    brand: "veld",
    price: 15.5,
    lines: [
      line(
        "Classic",
        "medium",
        s(
          "A classic tobacco taste with a clean, even draw.",
          "Класичний тютюновий смак і чиста, рівна тяга.",
          "Klasyczny smak tytoniu i czysty, równy ciąg.",
          "Классический табачный вкус и чистая, ровная тяга.",
        ),
      ),
      line(
        "Rich",
        "strong",
        s(
          "The strongest Veld blend, dark and intense.",
          "Найміцніша суміш Veld — темна й інтенсивна.",
          "Najmocniejsza mieszanka Veld: ciemna i intensywna.",
          "Самая крепкая смесь Veld — тёмная и интенсивная.",
        ),
      ),
      line(
        "Smooth",
        "light",
        s(
          "A soft, gentle blend for a calm break.",
          "М'яка, делікатна суміш для спокійної паузи.",
          "Miękka, delikatna mieszanka na spokojną przerwę.",
          "Мягкая, деликатная смесь для спокойной паузы.",
        ),
      ),
      line(
        "Balanced",
        "medium",
        s(
          "A medium blend where roasted and fresh notes meet.",
          "Суміш середньої міцності, у якій поєднуються смажені та свіжі ноти.",
          "Średnio mocna mieszanka łącząca nuty prażone i świeże.",
          "Смесь средней крепости, в которой сочетаются обжаренные и свежие ноты.",
        ),
      ),
    ],
  },
];

/** Rolling tobacco: 30 g and 50 g pouches, and 100 g for some lines (price per 30 g in złoty). */
export const ROLLING: Array<{ brand: string; price: number; lines: Array<SmokeLine & { big?: boolean }> }> = [
  {
    brand: "golden-field",
    price: 26,
    lines: [
      {
        ...line(
          "Virginia",
          "medium",
          s(
            "Fine-cut pure Virginia with a naturally sweet taste.",
            "Дрібно нарізана чиста Вірджинія з природно солодким смаком.",
            "Drobno cięta czysta Virginia o naturalnie słodkim smaku.",
            "Мелко нарезанная чистая Вирджиния с естественно сладким вкусом.",
          ),
        ),
        big: true,
      },
      line(
        "Halfzware",
        "strong",
        s(
          "A traditional Dutch halfzware blend, full and earthy.",
          "Традиційна голландська суміш halfzware — повна й землиста.",
          "Tradycyjna holenderska mieszanka halfzware, pełna i ziemista.",
          "Традиционная голландская смесь halfzware — плотная и землистая.",
        ),
      ),
      line(
        "Bright",
        "light",
        s(
          "A bright, light blend that is easy to roll even for beginners.",
          "Світла, легка суміш, яку легко скручувати навіть новачкам.",
          "Jasna, lekka mieszanka, którą łatwo skręcić nawet początkującym.",
          "Светлая, лёгкая смесь, которую легко скручивать даже новичкам.",
        ),
      ),
    ],
  },
  {
    brand: "old-mariner",
    price: 28,
    lines: [
      {
        ...line(
          "Original",
          "strong",
          s(
            "A robust Danish blend of dark fire-cured Kentucky and Virginia.",
            "Міцна данська суміш темного вогневого Кентуккі та Вірджинії.",
            "Mocna duńska mieszanka ciemnego, suszonego ogniowo Kentucky i Virginii.",
            "Крепкая датская смесь тёмного огневого Кентукки и Вирджинии.",
          ),
        ),
        big: true,
      },
      line(
        "Dark",
        "strong",
        s(
          "Dark, smoky tobacco with a long finish.",
          "Темний, димний тютюн із довгим післясмаком.",
          "Ciemny, dymny tytoń z długim finiszem.",
          "Тёмный, дымный табак с долгим послевкусием.",
        ),
      ),
      {
        ...line(
          "Smooth",
          "medium",
          s(
            "A rounder version of the Original, with milder Burley.",
            "Округліша версія Original з м'якшим Берлі.",
            "Łagodniejsza wersja Original z delikatniejszym Burleyem.",
            "Более округлая версия Original с мягким Берли.",
          ),
        ),
        big: true,
      },
    ],
  },
];
