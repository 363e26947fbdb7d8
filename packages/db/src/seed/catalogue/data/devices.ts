import type { LighterModel, PodModel } from "../types";
import type { Range } from "./range";
import { s } from "./sentence";

export const PODS: Array<Range<PodModel>> = [
  {
    brand: "vaporis",
    model: {
      name: "Nano",
      battery: 800,
      feature: s(
        "A pocket-sized pod kit with draw activation and USB-C charging.",
        "Кишенькова под-система з активацією затяжкою та заряджанням через USB-C.",
        "Kieszonkowy zestaw pod z aktywacją zaciągnięciem i ładowaniem przez USB-C.",
        "Карманная под-система с активацией затяжкой и зарядкой через USB-C.",
      ),
    },
    colours: ["black", "silver", "blue", "red", "purple"],
    price: 69,
  },
  {
    brand: "vaporis",
    model: {
      name: "Pro",
      battery: 1500,
      feature: s(
        "A larger kit with adjustable power (5–25 W) and an airflow ring.",
        "Більший пристрій із регульованою потужністю (5–25 Вт) і кільцем регулювання обдуву.",
        "Większy zestaw z regulacją mocy (5–25 W) i pierścieniem regulacji przepływu powietrza.",
        "Более крупное устройство с регулируемой мощностью (5–25 Вт) и кольцом регулировки обдува.",
      ),
    },
    colours: ["black", "grey", "blue", "gold"],
    price: 139,
  },
  {
    brand: "nimbus",
    model: {
      name: "Air",
      battery: 650,
      feature: s(
        "The lightest kit in the range, only 28 g, made for nicotine salts.",
        "Найлегший пристрій лінійки — лише 28 г, створений для сольового нікотину.",
        "Najlżejszy zestaw w ofercie, tylko 28 g, stworzony do soli nikotynowych.",
        "Самое лёгкое устройство линейки — всего 28 г, создано для солевого никотина.",
      ),
    },
    colours: ["white", "black", "green", "purple", "red"],
    price: 59,
  },
  {
    brand: "nimbus",
    model: {
      name: "Max",
      battery: 1200,
      feature: s(
        "A kit with a display that shows the charge and the number of puffs.",
        "Пристрій із дисплеєм, що показує заряд і кількість затяжок.",
        "Zestaw z wyświetlaczem pokazującym poziom naładowania i liczbę zaciągnięć.",
        "Устройство с дисплеем, который показывает заряд и количество затяжек.",
      ),
    },
    colours: ["black", "silver", "blue", "grey"],
    price: 119,
  },
  {
    brand: "pulsar-vape",
    model: {
      name: "One",
      battery: 900,
      feature: s(
        "A simple kit with one button and a leak-resistant top-fill pod.",
        "Простий пристрій з однією кнопкою та картриджем із верхнім заправлянням, що не протікає.",
        "Prosty zestaw z jednym przyciskiem i szczelnym kartridżem napełnianym od góry.",
        "Простое устройство с одной кнопкой и картриджем с верхней заправкой, который не протекает.",
      ),
    },
    colours: ["black", "red", "green", "white"],
    price: 79,
  },
  {
    brand: "pulsar-vape",
    model: {
      name: "X",
      battery: 2000,
      feature: s(
        "A long-lasting kit whose 2000 mAh battery lasts two to three days.",
        "Витривалий пристрій: акумулятора на 2000 мА·год вистачає на два-три дні.",
        "Wytrzymały zestaw, którego akumulator 2000 mAh wystarcza na dwa–trzy dni.",
        "Выносливое устройство: аккумулятора на 2000 мА·ч хватает на два-три дня.",
      ),
    },
    colours: ["black", "grey", "gold", "blue", "silver"],
    price: 159,
  },
];

export const LIGHTERS: Array<Range<LighterModel>> = [
  {
    brand: "flintstar",
    model: {
      name: "Classic",
      type: "flint",
      feature: s(
        "A refillable flint lighter with an adjustable flame.",
        "Заправна кремнієва запальничка з регульованим полум'ям.",
        "Zapalniczka z kamieniem wielokrotnego napełniania, z regulacją płomienia.",
        "Заправляемая кремнёвая зажигалка с регулируемым пламенем.",
      ),
    },
    colours: ["red", "blue", "black"],
    price: 9,
  },
  {
    brand: "flintstar",
    model: {
      name: "Mini",
      type: "flint",
      feature: s(
        "A small flint lighter that fits into any pocket.",
        "Маленька кремнієва запальничка, що поміститься в будь-яку кишеню.",
        "Mała zapalniczka z kamieniem, która zmieści się w każdej kieszeni.",
        "Маленькая кремнёвая зажигалка, которая поместится в любой карман.",
      ),
    },
    colours: ["green", "purple"],
    price: 6,
  },
  {
    brand: "blaze",
    model: {
      name: "Jet",
      type: "jet",
      feature: s(
        "A windproof turbo lighter with a blue jet flame.",
        "Вітростійка турбозапальничка з блакитним струменевим полум'ям.",
        "Wiatroodporna zapalniczka turbo z niebieskim płomieniem.",
        "Ветроустойчивая турбозажигалка с синим струйным пламенем.",
      ),
    },
    colours: ["black", "silver", "red"],
    price: 29,
  },
  {
    brand: "blaze",
    model: {
      name: "Triple",
      type: "jet",
      feature: s(
        "A triple-jet torch lighter that lights charcoal and cigars quickly.",
        "Запальничка з потрійним струменем, яка швидко розпалює вугілля та сигари.",
        "Zapalniczka z potrójnym płomieniem, która szybko rozpala węgielki i cygara.",
        "Зажигалка с тройной струёй, которая быстро разжигает уголь и сигары.",
      ),
    },
    colours: ["black", "gold"],
    price: 49,
  },
  {
    brand: "arcspark",
    model: {
      name: "USB",
      type: "arc",
      feature: s(
        "A flameless electric arc lighter, charged over USB-C.",
        "Безполуменева електроімпульсна запальничка із заряджанням через USB-C.",
        "Bezpłomieniowa zapalniczka łukowa ładowana przez USB-C.",
        "Беспламенная электроимпульсная зажигалка с зарядкой через USB-C.",
      ),
    },
    colours: ["black", "silver", "blue"],
    price: 59,
  },
  {
    brand: "arcspark",
    model: {
      name: "Dual",
      type: "arc",
      feature: s(
        "A double-arc electric lighter with a battery indicator.",
        "Електрозапальничка з подвійною дугою та індикатором заряду.",
        "Elektryczna zapalniczka z podwójnym łukiem i wskaźnikiem naładowania.",
        "Электрозажигалка с двойной дугой и индикатором заряда.",
      ),
    },
    colours: ["grey", "gold"],
    price: 79,
  },
];
