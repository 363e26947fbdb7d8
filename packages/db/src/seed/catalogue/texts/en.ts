import { STRENGTHS } from "../data/vocabulary";
import type { ProductText, TextWriter } from "../types";
import { cap, sentences, vary } from "./common";

const an = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const PICKUP = "Order online and pick it up in one of our stores.";
const DELIVERY = "Delivery across the city or pickup in our stores.";
const ADULTS = "Tobacco and nicotine products are sold to adults only; an online order is collected in one of our stores.";

function text(name: string, shortDescription: string, description: string, what: string, seo: string): ProductText {
  return { name, shortDescription, description, seoTitle: `${name} — ${what}`, seoDescription: seo };
}

const full = (brand: string, line?: string) => (line ? `${brand} ${line}` : brand);
const HOSES = { 1: "one hose", 2: "two hoses", 4: "four hoses" } as const;
const FOR_WHOM = { 1: "for one person", 2: "for two", 4: "for up to four people" } as const;
const MATERIAL = { clay: "clay", ceramic: "ceramic", silicone: "silicone" } as const;

export const en: TextWriter = {
  shisha(m, brand) {
    const who = full(brand, m.line);
    const strength = STRENGTHS[m.strength].en;
    const flavour = m.flavour.en.phrase;
    const name = `${who} ${m.flavour.en.name} ${m.amount.en}`;
    const pack =
      m.amount.quantity <= 50
        ? "The 50 g pack is enough for three or four sessions, which makes it a good way to try a new flavour."
        : m.amount.quantity >= 1000
          ? "The 1 kg pack is made for hookah lounges and for those who smoke every day."
          : `The ${m.amount.en} pack closes tightly and keeps the tobacco fresh for weeks.`;
    return text(
      name,
      vary(m.v, [
        `${who} shisha tobacco with ${an(flavour)} flavour, ${m.amount.en} pack.`,
        `${cap(an(strength))} shisha tobacco from ${who} that tastes of ${flavour}, in a ${m.amount.en} pack.`,
      ]),
      sentences(
        vary(m.v, [
          `${who} is ${an(strength)} shisha tobacco with a clear ${flavour} taste.`,
          `${cap(flavour)} is one of the most popular flavours of ${who}, ${an(strength)} shisha tobacco.`,
          `This ${strength} blend from ${who} tastes of ${flavour}, bright but not too sweet.`,
        ]),
        vary(m.v >> 1, [
          "The leaves are evenly cut and soaked in glycerine and molasses, so the tobacco packs easily into any bowl and gives thick, steady clouds.",
          "The fine cut holds plenty of syrup without dripping, which keeps the flavour bright from the first puff to the last.",
        ]),
        pack,
        m.v % 2 === 0 && "Keep it sealed, away from sunlight and heat.",
      ),
      "shisha tobacco",
      `${name}: ${strength} shisha tobacco with ${an(flavour)} flavour. ${PICKUP}`,
    );
  },

  hookah(m, brand) {
    const name = `${brand} ${m.model.name} Hookah ${m.model.height} cm, ${m.colour.en}`;
    return text(
      name,
      `A ${m.model.height} cm hookah ${FOR_WHOM[m.model.hoses]}, finished in ${m.colour.en.toLowerCase()}.`,
      sentences(
        m.model.feature.en,
        vary(m.v, [
          "Every part comes apart for washing, and the seals hold tight without any extra tape.",
          "It is easy to assemble, stands firmly and draws smoothly from the very first session.",
        ]),
        `The set includes the shaft, the base, a clay bowl and ${HOSES[m.model.hoses]}.`,
      ),
      "buy a hookah",
      `${brand} ${m.model.name} hookah, ${m.model.height} cm, ${m.colour.en.toLowerCase()}, ${HOSES[m.model.hoses]}. ${DELIVERY}`,
    );
  },

  bowl(m, brand) {
    const material = MATERIAL[m.model.material];
    const name = `${brand} ${m.model.name} Bowl, ${m.colour.en}`;
    const care = {
      clay: "Rinse it with warm water without detergent, so that the clay does not soak up its smell.",
      ceramic: "The glaze is easy to wash, even with a mild detergent.",
      silicone: "It can go into the dishwasher.",
    }[m.model.material];
    return text(
      name,
      `${cap(an(material))} hookah bowl that holds about ${m.model.capacity} g of tobacco.`,
      sentences(
        m.model.feature.en,
        vary(m.v, [
          "Pack the tobacco loosely, just below the rim, and let the bowl warm up for a few minutes before the first puff.",
          "It fits the standard bowl grommet of most hookahs.",
        ]),
        care,
      ),
      "hookah bowl",
      `${brand} ${m.model.name} ${material} bowl: about ${m.model.capacity} g of tobacco, ${m.colour.en.toLowerCase()}. ${DELIVERY}`,
    );
  },

  hose(m, brand) {
    const name = `${brand} ${m.model.name} Hose ${m.model.length} cm, ${m.colour.en}`;
    return text(
      name,
      `A ${m.model.length} cm hookah hose in ${m.colour.en.toLowerCase()}.`,
      sentences(
        m.model.feature.en,
        vary(m.v, ["The standard 18 mm connector fits most hookahs.", "The wide inner channel gives a light, easy draw."]),
        "After a session, blow through it to clear out the remaining smoke.",
      ),
      "hookah hose",
      `${brand} ${m.model.name} hose: ${m.model.length} cm, ${m.colour.en.toLowerCase()}. ${DELIVERY}`,
    );
  },

  charcoal(m, brand) {
    const name = `${brand} Coconut Charcoal ${m.cube} mm, ${m.amount.en}`;
    return text(
      name,
      `Coconut shell charcoal in ${m.cube} mm cubes, ${m.amount.en} (about ${m.pieces} pieces).`,
      sentences(
        vary(m.v, [
          "Pressed from coconut shells without chemical binders, it has no smell and does not change the taste of the tobacco.",
          "Natural coconut charcoal lights evenly, leaves little ash and keeps a steady heat.",
        ]),
        m.cube === 22
          ? "The smaller 22 mm cubes suit compact bowls and heat management devices."
          : m.cube === 25
            ? "The 25 mm cube is the standard size for most bowls: three cubes are enough for a session."
            : "The larger 26 mm cubes burn for up to 90 minutes.",
        "Heat the cubes on an electric burner or a gas stove for 8–10 minutes, until they are covered with grey ash.",
        m.amount.quantity >= 3000 && "The 3 kg box is a sensible choice for lounges.",
        m.amount.quantity <= 250 && "The small 250 g pack is handy for a trip or a party.",
      ),
      "hookah charcoal",
      `${name}: natural coconut charcoal, about ${m.pieces} cubes. ${DELIVERY}`,
    );
  },

  item(m) {
    const what = m.item.category === "papers" ? "rolling papers and filters" : "hookah accessories";
    return text(m.item.name.en, m.item.shortDescription.en, m.item.description.en, what, `${m.item.shortDescription.en} ${DELIVERY}`);
  },

  cigarettes(m, brand) {
    const pack = m.carton ? "Carton of 10 Packs" : "Pack of 20";
    const name = `${brand} ${m.line.name} Cigarettes, ${pack}`;
    const taste = { light: "a light", medium: "a balanced", strong: "a full" }[m.line.strength];
    return text(
      name,
      m.carton
        ? `A carton of 10 packs of ${brand} ${m.line.name}, 200 cigarettes in total.`
        : `A pack of 20 ${brand} ${m.line.name} cigarettes with ${taste} taste.`,
      sentences(
        m.line.feature.en,
        m.carton
          ? "A carton is handy if you smoke this brand every day."
          : "Every pack carries the excise stamp and the health warnings required in Poland.",
        ADULTS,
      ),
      "buy cigarettes",
      `${brand} ${m.line.name} cigarettes, ${pack.toLowerCase()}. Adults only: ${PICKUP.toLowerCase()}`,
    );
  },

  heated(m, brand) {
    const pack = m.carton ? "Carton of 10 Packs" : "Pack of 20";
    const name = `${brand} ${m.line.name} Heated Tobacco Sticks, ${pack}`;
    return text(
      name,
      m.carton
        ? `A carton of 10 packs of ${brand} ${m.line.name} sticks, 200 in total.`
        : `A pack of 20 ${brand} ${m.line.name} tobacco sticks for heat-not-burn devices.`,
      sentences(
        m.line.feature.en,
        "The sticks are heated, not burned, so there is no ash and much less smell than from a cigarette.",
        "They fit compatible heating devices for standard-size sticks.",
        ADULTS,
      ),
      "heated tobacco sticks",
      `${brand} ${m.line.name} heated tobacco sticks, ${pack.toLowerCase()}. Adults only: ${PICKUP.toLowerCase()}`,
    );
  },

  rolling(m, brand) {
    const name = `${brand} ${m.line.name} Rolling Tobacco ${m.amount.en}`;
    return text(
      name,
      `${cap(STRENGTHS[m.line.strength].en)} fine-cut rolling tobacco in a ${m.amount.en} pouch.`,
      sentences(
        m.line.feature.en,
        vary(m.v, [
          "The moist fine cut is easy to roll by hand or with a machine.",
          "The resealable pouch keeps the tobacco from drying out.",
        ]),
        ADULTS,
      ),
      "rolling tobacco",
      `${brand} ${m.line.name} rolling tobacco, ${m.amount.en}. Adults only: ${PICKUP.toLowerCase()}`,
    );
  },

  pod(m, brand) {
    const name = `${brand} ${m.model.name} Pod Kit, ${m.colour.en}`;
    return text(
      name,
      `A refillable pod e-cigarette with a ${m.model.battery} mAh battery, in ${m.colour.en.toLowerCase()}.`,
      sentences(
        m.model.feature.en,
        "The refillable pod holds 2 ml of liquid, the maximum allowed in the EU.",
        vary(m.v, ["It works with both nicotine salts and classic liquids.", "Replacement pods are sold separately."]),
        "E-cigarettes are sold to adults only; an online order is collected in one of our stores.",
      ),
      "pod e-cigarette",
      `${brand} ${m.model.name} pod kit, ${m.model.battery} mAh, ${m.colour.en.toLowerCase()}. Adults only: ${PICKUP.toLowerCase()}`,
    );
  },

  liquid(m, brand) {
    const who = full(brand, m.line);
    const flavour = m.flavour.en.phrase;
    const name =
      m.nicotine > 0
        ? `${who} ${m.flavour.en.name} ${m.amount.en}, ${m.nicotine} mg/ml`
        : `${who} ${m.flavour.en.name} ${m.amount.en} Shortfill, 0 mg`;
    const short =
      m.nicotine === 0
        ? `A nicotine-free ${flavour} e-liquid in a ${m.amount.en} shortfill bottle.`
        : m.salt
          ? `A nicotine salt e-liquid with ${an(flavour)} flavour, ${m.nicotine} mg/ml.`
          : `An e-liquid with ${an(flavour)} flavour and ${m.nicotine} mg/ml of nicotine.`;
    return text(
      name,
      short,
      sentences(
        vary(m.v, [
          `The ${flavour} taste is bright but not cloying, good for vaping all day.`,
          `${cap(flavour)} is one of the best-selling flavours of ${who}.`,
        ]),
        m.nicotine === 0
          ? `The bottle has room for one or two 10 ml nicotine shots if you want to add nicotine; the liquid itself contains none.`
          : m.salt
            ? "Nicotine salts feel smooth on the throat even at higher strengths, which suits low-power pod kits."
            : "The 50/50 PG/VG base works in most pod kits and starter devices.",
        m.nicotine > 0
          ? "Nicotine liquids are sold to adults only; an online order is collected in one of our stores."
          : "Sold to adults only.",
      ),
      "buy e-liquid",
      `${name}: ${flavour} e-liquid${m.nicotine > 0 ? `, ${m.nicotine} mg/ml nicotine` : " without nicotine"}. ${m.nicotine > 0 ? PICKUP : DELIVERY}`,
    );
  },

  lighter(m, brand) {
    const name = `${brand} ${m.model.name} Lighter, ${m.colour.en}`;
    const kind = { flint: "A classic flint lighter", jet: "A windproof jet-flame lighter", arc: "A flameless rechargeable arc lighter" }[
      m.model.type
    ];
    return text(
      name,
      `${kind} in ${m.colour.en.toLowerCase()}.`,
      sentences(
        m.model.feature.en,
        {
          flint: "It runs on ordinary butane and can be refilled in a few seconds.",
          jet: "The jet flame does not go out in the wind, which makes it good for lighting hookah charcoal and for use outdoors.",
          arc: "One charge is enough for about 300 lightings; a USB-C cable is in the box.",
        }[m.model.type],
        m.model.type !== "arc" && "It has a child-resistant mechanism, as EU rules require.",
      ),
      "buy a lighter",
      `${name}. ${DELIVERY}`,
    );
  },
};
