import type { ProductText, StrengthSlug, TextWriter } from "../types";
import { cap, period, sentences, vary } from "./common";

const PICKUP = "Zamów online i odbierz w jednym z naszych sklepów.";
const DELIVERY = "Dostawa po mieście lub odbiór w naszych sklepach.";
const ADULTS =
  "Wyroby tytoniowe i nikotynowe sprzedajemy wyłącznie osobom pełnoletnim; zamówienie internetowe odbierzesz w jednym z naszych sklepów.";
const ADULTS_PICKUP = "Tylko dla pełnoletnich: zamów online i odbierz w jednym z naszych sklepów.";

function text(name: string, shortDescription: string, description: string, seoTitle: string, seoDescription: string): ProductText {
  return { name, shortDescription, description, seoTitle, seoDescription };
}

const full = (brand: string, line?: string) => (line ? `${brand} ${line}` : brand);
const SHISHA: Record<StrengthSlug, string> = {
  light: "lekki tytoń do fajki wodnej",
  medium: "średnio mocny tytoń do fajki wodnej",
  strong: "mocny tytoń do fajki wodnej",
};
/** Moc: niska / średnia / wysoka. */
const LEVEL: Record<StrengthSlug, string> = { light: "niska", medium: "średnia", strong: "wysoka" };
const HOSES = { 1: "wąż", 2: "dwa węże", 4: "cztery węże" } as const;
const FOR_WHOM = { 1: "dla jednej osoby", 2: "dla dwóch osób", 4: "dla maksymalnie czterech osób" } as const;
const MATERIAL = { clay: "gliniana", ceramic: "ceramiczna", silicone: "silikonowa" } as const;

export const pl: TextWriter = {
  shisha(m, brand) {
    const who = full(brand, m.line);
    const gen = m.flavour.pl.gen;
    const kind = SHISHA[m.strength];
    const name = `${who} ${m.flavour.pl.name} ${m.amount.pl}`;
    const pack =
      m.amount.quantity <= 50
        ? "Opakowanie 50 g wystarcza na trzy–cztery nabicia, więc to dobry sposób, by spróbować nowego smaku."
        : m.amount.quantity >= 1000
          ? "Opakowanie 1 kg jest przeznaczone dla shisha barów i osób, które palą codziennie."
          : `Opakowanie ${m.amount.pl} szczelnie się zamyka, więc tytoń przez wiele tygodni pozostaje świeży.`;
    return text(
      name,
      vary(m.v, [
        `Tytoń do fajki wodnej ${who} o smaku ${gen}, opakowanie ${m.amount.pl}.`,
        `${who} o smaku ${gen}: ${kind}, opakowanie ${m.amount.pl}.`,
      ]),
      sentences(
        vary(m.v, [
          `${who} to ${kind} o wyraźnym smaku ${gen}.`,
          `Smak ${gen} należy do najpopularniejszych w linii ${who}, a moc tego tytoniu jest ${LEVEL[m.strength]}.`,
          `Mieszanka ${who} o smaku ${gen} jest wyrazista, ale nie za słodka; moc: ${LEVEL[m.strength]}.`,
        ]),
        vary(m.v >> 1, [
          "Liście są równo pocięte i nasączone gliceryną oraz melasą, dzięki czemu tytoń łatwo nabić do każdej główki, a dym jest gęsty i równy.",
          "Drobne cięcie dobrze trzyma syrop i nie cieknie, więc smak pozostaje wyraźny od pierwszego do ostatniego zaciągnięcia.",
        ]),
        pack,
        m.v % 2 === 0 && "Przechowuj tytoń w zamkniętym opakowaniu, z dala od słońca i ciepła.",
      ),
      `${name} — tytoń do fajki wodnej`,
      `${name}: ${kind} o smaku ${gen}. ${PICKUP}`,
    );
  },

  hookah(m, brand) {
    const name = `Fajka wodna ${brand} ${m.model.name} ${m.model.height} cm, ${m.colour.pl.f}`;
    return text(
      name,
      `Fajka wodna o wysokości ${m.model.height} cm ${FOR_WHOM[m.model.hoses]}, kolor: ${m.colour.pl.m}.`,
      sentences(
        m.model.feature.pl,
        vary(m.v, [
          "Wszystkie części można rozłożyć do mycia, a uszczelki trzymają szczelnie bez dodatkowej taśmy.",
          "Łatwo ją złożyć, stoi stabilnie i od pierwszego palenia ma miękki ciąg.",
        ]),
        `W zestawie: trzon, baza, gliniana główka i ${HOSES[m.model.hoses]}.`,
      ),
      `${name} — kup fajkę wodną`,
      `Fajka wodna ${brand} ${m.model.name}: wysokość ${m.model.height} cm, kolor ${m.colour.pl.m}, ${m.model.hoses === 1 ? "jeden wąż" : HOSES[m.model.hoses]}. ${DELIVERY}`,
    );
  },

  bowl(m, brand) {
    const material = MATERIAL[m.model.material];
    const name = `Główka ${brand} ${m.model.name}, ${m.colour.pl.f}`;
    const care = {
      clay: "Myj ją ciepłą wodą bez detergentu, aby glina nie chłonęła zapachu.",
      ceramic: "Szkliwo łatwo się myje, nawet łagodnym detergentem.",
      silicone: "Można ją myć w zmywarce.",
    }[m.model.material];
    return text(
      name,
      `${cap(material)} główka do fajki wodnej mieszcząca około ${m.model.capacity} g tytoniu.`,
      sentences(
        m.model.feature.pl,
        vary(m.v, [
          "Nabijaj tytoń luźno, tuż poniżej krawędzi, i pozwól główce nagrzać się kilka minut przed pierwszym zaciągnięciem.",
          "Pasuje do standardowej uszczelki główki w większości fajek wodnych.",
        ]),
        care,
      ),
      `${name} — główka do fajki wodnej`,
      `${cap(material)} główka ${brand} ${m.model.name}: około ${m.model.capacity} g tytoniu, kolor ${m.colour.pl.m}. ${DELIVERY}`,
    );
  },

  hose(m, brand) {
    const name = `Wąż ${brand} ${m.model.name} ${m.model.length} cm, ${m.colour.pl.m}`;
    return text(
      name,
      `Wąż do fajki wodnej o długości ${m.model.length} cm, kolor: ${m.colour.pl.m}.`,
      sentences(
        m.model.feature.pl,
        vary(m.v, [
          "Standardowe złącze 18 mm pasuje do większości fajek wodnych.",
          "Szeroki kanał wewnętrzny zapewnia lekki, swobodny ciąg.",
        ]),
        "Po paleniu przedmuchaj wąż, aby usunąć resztki dymu.",
      ),
      `${name} — wąż do fajki wodnej`,
      `Wąż ${brand} ${m.model.name}: długość ${m.model.length} cm, kolor ${m.colour.pl.m}. ${DELIVERY}`,
    );
  },

  charcoal(m, brand) {
    const name = `Węgiel kokosowy ${brand} ${m.cube} mm, ${m.amount.pl}`;
    return text(
      name,
      `Węgielki z łupin kokosa w kostkach ${m.cube} mm, ${m.amount.pl} (około ${m.pieces} szt.).`,
      sentences(
        vary(m.v, [
          "Prasowane z łupin kokosa bez chemicznych spoiw, nie mają zapachu i nie zmieniają smaku tytoniu.",
          "Naturalne węgielki kokosowe równo się rozpalają, dają mało popiołu i długo trzymają żar.",
        ]),
        m.cube === 22
          ? "Mniejsze kostki 22 mm pasują do kompaktowych główek i regulatorów ciepła."
          : m.cube === 25
            ? "Kostka 25 mm to standardowy rozmiar do większości główek: na jedno palenie wystarczą trzy kostki."
            : "Większe kostki 26 mm żarzą się nawet 90 minut.",
        "Rozpalaj kostki na elektrycznej rozpałce lub kuchence gazowej przez 8–10 minut, aż pokryją się szarym popiołem.",
        m.amount.quantity >= 3000 && "Karton 3 kg to opłacalny wybór dla shisha barów.",
        m.amount.quantity <= 250 && "Małe opakowanie 250 g przyda się w podróży lub na imprezie.",
      ),
      `${name} — węgiel do fajki wodnej`,
      `${name}: naturalne węgielki kokosowe, około ${m.pieces} kostek. ${DELIVERY}`,
    );
  },

  item(m) {
    const what = m.item.category === "papers" ? "bibułki i filtry" : "akcesoria do fajki wodnej";
    return text(
      m.item.name.pl,
      m.item.shortDescription.pl,
      m.item.description.pl,
      `${m.item.name.pl} — ${what}`,
      `${m.item.shortDescription.pl} ${DELIVERY}`,
    );
  },

  cigarettes(m, brand) {
    const pack = m.carton ? "karton 10 paczek" : "paczka 20 szt.";
    const name = `Papierosy ${brand} ${m.line.name}, ${pack}`;
    const taste = { light: "lekkim", medium: "zrównoważonym", strong: "pełnym" }[m.line.strength];
    return text(
      name,
      m.carton
        ? `Karton 10 paczek ${brand} ${m.line.name}, łącznie 200 papierosów.`
        : `Paczka 20 papierosów ${brand} ${m.line.name} o ${taste} smaku.`,
      sentences(
        m.line.feature.pl,
        m.carton
          ? "Karton to wygodny wybór, jeśli codziennie palisz tę markę."
          : "Każda paczka ma znaki akcyzy i ostrzeżenia zdrowotne wymagane w Polsce.",
        ADULTS,
      ),
      `${name} — kup papierosy`,
      `${period(`Papierosy ${brand} ${m.line.name}, ${pack}`)} ${ADULTS_PICKUP}`,
    );
  },

  heated(m, brand) {
    const pack = m.carton ? "karton 10 paczek" : "paczka 20 szt.";
    const name = `Wkłady tytoniowe ${brand} ${m.line.name}, ${pack}`;
    return text(
      name,
      m.carton
        ? `Karton 10 paczek wkładów ${brand} ${m.line.name}, łącznie 200 sztuk.`
        : `Paczka 20 wkładów tytoniowych ${brand} ${m.line.name} do podgrzewaczy tytoniu.`,
      sentences(
        m.line.feature.pl,
        "Wkłady są podgrzewane, a nie spalane, więc nie ma popiołu, a zapach jest dużo słabszy niż w przypadku papierosa.",
        "Pasują do kompatybilnych podgrzewaczy na wkłady o standardowym rozmiarze.",
        ADULTS,
      ),
      `${name} — kup wkłady do podgrzewacza tytoniu`,
      `${period(`Wkłady tytoniowe ${brand} ${m.line.name}, ${pack}`)} ${ADULTS_PICKUP}`,
    );
  },

  rolling(m, brand) {
    const name = `Tytoń do skręcania ${brand} ${m.line.name}, ${m.amount.pl}`;
    return text(
      name,
      `Drobno cięty tytoń do skręcania w kapciuchu ${m.amount.pl}; moc: ${LEVEL[m.line.strength]}.`,
      sentences(
        m.line.feature.pl,
        vary(m.v, [
          "Wilgotny, drobno cięty tytoń łatwo skręca się ręcznie lub maszynką.",
          "Kapciuch z zamknięciem chroni tytoń przed wysychaniem.",
        ]),
        ADULTS,
      ),
      `${name} — kup tytoń do skręcania`,
      `Tytoń do skręcania ${brand} ${m.line.name}, ${m.amount.pl}. ${ADULTS_PICKUP}`,
    );
  },

  pod(m, brand) {
    const name = `Zestaw pod ${brand} ${m.model.name}, ${m.colour.pl.m}`;
    return text(
      name,
      `E-papieros wielokrotnego użytku z napełnialnym kartridżem i akumulatorem ${m.model.battery} mAh.`,
      sentences(
        m.model.feature.pl,
        "Kartridż mieści 2 ml liquidu, czyli maksimum dopuszczalne w UE.",
        vary(m.v, [
          "Sprawdza się zarówno z solami nikotynowymi, jak i z klasycznymi liquidami.",
          "Zapasowe kartridże są sprzedawane osobno.",
        ]),
        "E-papierosy sprzedajemy wyłącznie osobom pełnoletnim; zamówienie internetowe odbierzesz w jednym z naszych sklepów.",
      ),
      `${name} — kup e-papierosa`,
      `Zestaw pod ${brand} ${m.model.name}: akumulator ${m.model.battery} mAh, kolor ${m.colour.pl.m}. ${ADULTS_PICKUP}`,
    );
  },

  liquid(m, brand) {
    const who = full(brand, m.line);
    const gen = m.flavour.pl.gen;
    const name =
      m.nicotine > 0
        ? `${who} ${m.flavour.pl.name} ${m.amount.pl}, ${m.nicotine} mg/ml`
        : `${who} ${m.flavour.pl.name} ${m.amount.pl}, shortfill 0 mg`;
    const short =
      m.nicotine === 0
        ? `Liquid bez nikotyny o smaku ${gen} w butelce ${m.amount.pl}.`
        : m.salt
          ? `Liquid z solą nikotynową o smaku ${gen}, ${m.nicotine} mg/ml.`
          : `Liquid o smaku ${gen} z nikotyną ${m.nicotine} mg/ml.`;
    return text(
      name,
      short,
      sentences(
        vary(m.v, [
          `Smak ${gen} jest wyrazisty, ale nie mdły — w sam raz do codziennego wapowania.`,
          `Smak ${gen} to jeden z najczęściej wybieranych w linii ${who}.`,
        ]),
        m.nicotine === 0
          ? "W butelce jest miejsce na jeden lub dwa shoty nikotynowe po 10 ml, jeśli chcesz dodać nikotynę; sam liquid jej nie zawiera."
          : m.salt
            ? "Sól nikotynowa jest łagodna dla gardła nawet przy wyższym stężeniu, dlatego świetnie sprawdza się w urządzeniach pod o niskiej mocy."
            : "Baza 50/50 PG/VG pasuje do większości zestawów pod i urządzeń startowych.",
        m.nicotine > 0
          ? "Liquidy z nikotyną sprzedajemy wyłącznie osobom pełnoletnim; zamówienie internetowe odbierzesz w jednym z naszych sklepów."
          : "Sprzedaż wyłącznie osobom pełnoletnim.",
      ),
      `${name} — kup liquid`,
      `${name}: liquid o smaku ${gen}${m.nicotine > 0 ? `, nikotyna ${m.nicotine} mg/ml` : " bez nikotyny"}. ${m.nicotine > 0 ? PICKUP : DELIVERY}`,
    );
  },

  lighter(m, brand) {
    const name = `Zapalniczka ${brand} ${m.model.name}, ${m.colour.pl.f}`;
    const kind = {
      flint: "Klasyczna zapalniczka z kamieniem",
      jet: "Wiatroodporna zapalniczka turbo",
      arc: "Bezpłomieniowa zapalniczka z akumulatorem",
    }[m.model.type];
    return text(
      name,
      `${kind}, kolor: ${m.colour.pl.m}.`,
      sentences(
        m.model.feature.pl,
        {
          flint: "Działa na zwykły butan i napełnia się ją w kilka sekund.",
          jet: "Płomień turbo nie gaśnie na wietrze, więc dobrze sprawdza się przy rozpalaniu węgielków do fajki wodnej i na zewnątrz.",
          arc: "Jedno ładowanie wystarcza na około 300 zapaleń; kabel USB-C jest w zestawie.",
        }[m.model.type],
        m.model.type !== "arc" && "Ma zabezpieczenie przed dziećmi, zgodnie z przepisami UE.",
      ),
      `${name} — kup zapalniczkę`,
      `${name}. ${DELIVERY}`,
    );
  },
};
