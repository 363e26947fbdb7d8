import type { HookahModel, HoseModel } from "../types";
import type { Range } from "./range";
import { s } from "./sentence";

export const HOOKAHS: Array<Range<HookahModel>> = [
  {
    brand: "nomad-pipes",
    model: {
      name: "Classic",
      height: 62,
      hoses: 1,
      feature: s(
        "A stainless-steel shaft on a hand-blown glass base, with a click-in hose port that does not leak.",
        "Шахта з нержавіючої сталі на колбі з видувного скла та клік-порт для шланга, який не пропускає повітря.",
        "Trzon ze stali nierdzewnej na dmuchanej szklanej bazie i zatrzaskowe gniazdo węża, które nie przepuszcza powietrza.",
        "Шахта из нержавеющей стали на колбе из выдувного стекла и клик-порт для шланга, который не пропускает воздух.",
      ),
    },
    colours: ["black", "silver", "blue"],
    price: 349,
  },
  {
    brand: "nomad-pipes",
    model: {
      name: "Duo",
      height: 70,
      hoses: 2,
      feature: s(
        "A taller steel hookah with two hose ports, made for sharing.",
        "Вищий сталевий кальян із двома портами для шлангів — для компанії.",
        "Wyższa stalowa fajka wodna z dwoma gniazdami na węże, stworzona do wspólnego palenia.",
        "Более высокий стальной кальян с двумя портами для шлангов — для компании.",
      ),
    },
    colours: ["black", "silver", "green"],
    price: 449,
  },
  {
    brand: "vistula-hookah",
    model: {
      name: "Mini",
      height: 35,
      hoses: 1,
      feature: s(
        "A compact travel hookah that fits into a backpack and is assembled in a minute.",
        "Компактний дорожній кальян, який поміщається в рюкзак і збирається за хвилину.",
        "Kompaktowa podróżna fajka wodna, która mieści się w plecaku i składa się w minutę.",
        "Компактный дорожный кальян, который помещается в рюкзак и собирается за минуту.",
      ),
    },
    colours: ["black", "red", "blue"],
    price: 149,
  },
  {
    brand: "vistula-hookah",
    model: {
      name: "Kompakt",
      height: 48,
      hoses: 1,
      feature: s(
        "A mid-size hookah with a wide acrylic base that is hard to knock over.",
        "Кальян середнього розміру з широкою акриловою колбою, яку важко перекинути.",
        "Średniej wielkości fajka wodna z szeroką akrylową bazą, którą trudno przewrócić.",
        "Кальян среднего размера с широкой акриловой колбой, которую трудно опрокинуть.",
      ),
    },
    colours: ["black", "purple", "green"],
    price: 219,
  },
  {
    brand: "anatolia-craft",
    model: {
      name: "Saray",
      height: 75,
      hoses: 4,
      feature: s(
        "A tall brass hookah with hand-engraved ornaments and four hose ports for a whole table.",
        "Високий латунний кальян із ручним гравіюванням і чотирма портами для шлангів — на весь стіл.",
        "Wysoka mosiężna fajka wodna z ręcznie grawerowanymi ornamentami i czterema gniazdami na węże dla całego stołu.",
        "Высокий латунный кальян с ручной гравировкой и четырьмя портами для шлангов — на весь стол.",
      ),
    },
    colours: ["gold", "silver", "black"],
    price: 799,
  },
  {
    brand: "anatolia-craft",
    model: {
      name: "Lale",
      height: 55,
      hoses: 2,
      feature: s(
        "A traditional Turkish shape with a tulip-shaped glass base and two hose ports.",
        "Традиційна турецька форма: колба у вигляді тюльпана і два порти для шлангів.",
        "Tradycyjny turecki kształt: szklana baza w formie tulipana i dwa gniazda na węże.",
        "Традиционная турецкая форма: колба в виде тюльпана и два порта для шлангов.",
      ),
    },
    colours: ["gold", "red", "green"],
    price: 399,
  },
  {
    brand: "steelwave",
    model: {
      name: "Flow",
      height: 58,
      hoses: 1,
      feature: s(
        "A modern steel hookah with an adjustable diffuser for a softer or sharper draw.",
        "Сучасний сталевий кальян із регульованим дифузором для м'якшої або різкішої тяги.",
        "Nowoczesna stalowa fajka wodna z regulowanym dyfuzorem, który zmiękcza lub wyostrza ciąg.",
        "Современный стальной кальян с регулируемым диффузором для более мягкой или резкой тяги.",
      ),
    },
    colours: ["black", "grey", "silver"],
    price: 499,
  },
  {
    brand: "steelwave",
    model: {
      name: "Rocket",
      height: 70,
      hoses: 2,
      feature: s(
        "A heavy, stable shaft with a built-in purge valve and two hose ports.",
        "Важка, стійка шахта з вбудованим клапаном продування та двома портами для шлангів.",
        "Ciężki, stabilny trzon z wbudowanym zaworem przedmuchu i dwoma gniazdami na węże.",
        "Тяжёлая, устойчивая шахта со встроенным клапаном продувки и двумя портами для шлангов.",
      ),
    },
    colours: ["black", "grey", "red"],
    price: 649,
  },
];

export const HOSES: Array<Range<HoseModel>> = [
  {
    brand: "flexline",
    model: {
      name: "Soft Touch",
      length: 150,
      feature: s(
        "A washable silicone hose with a soft-touch finish and an aluminium mouthpiece.",
        "Силіконовий шланг, який можна мити, з покриттям soft touch і алюмінієвим мундштуком.",
        "Zmywalny silikonowy wąż z wykończeniem soft touch i aluminiowym ustnikiem.",
        "Моющийся силиконовый шланг с покрытием soft touch и алюминиевым мундштуком.",
      ),
    },
    colours: ["black", "blue", "red"],
    price: 59,
  },
  {
    brand: "flexline",
    model: {
      name: "Pro",
      length: 180,
      feature: s(
        "A longer silicone hose with a steel handle and a cooling mouthpiece.",
        "Довший силіконовий шланг зі сталевою ручкою та мундштуком-охолоджувачем.",
        "Dłuższy silikonowy wąż ze stalowym uchwytem i chłodzącym ustnikiem.",
        "Более длинный силиконовый шланг со стальной ручкой и мундштуком-охладителем.",
      ),
    },
    colours: ["black", "grey", "green"],
    price: 89,
  },
  {
    brand: "nomad-pipes",
    model: {
      name: "Silicone",
      length: 160,
      feature: s(
        "The hose that comes with Nomad Pipes hookahs, sold separately as a spare.",
        "Шланг, що входить до комплекту кальянів Nomad Pipes, — тепер окремо, про запас.",
        "Wąż dołączany do fajek wodnych Nomad Pipes, sprzedawany osobno jako zapasowy.",
        "Шланг из комплекта кальянов Nomad Pipes — теперь отдельно, про запас.",
      ),
    },
    colours: ["black", "silver", "blue"],
    price: 49,
  },
  {
    brand: "steelwave",
    model: {
      name: "Classic",
      length: 170,
      feature: s(
        "A classic braided hose with a wooden handle for traditional hookahs.",
        "Класичний плетений шланг із дерев'яною ручкою для традиційних кальянів.",
        "Klasyczny pleciony wąż z drewnianym uchwytem do tradycyjnych fajek wodnych.",
        "Классический плетёный шланг с деревянной ручкой для традиционных кальянов.",
      ),
    },
    colours: ["red", "green", "gold"],
    price: 39,
  },
];
