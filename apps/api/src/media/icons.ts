// The illustration of each category icon: simple shapes in a 200 × 200 box, drawn in `ink` with `accent` details.

const ICONS = ["hookah", "bowl", "hose", "charcoal", "tobacco", "cigarette", "vape", "liquid", "papers", "lighter", "accessory"] as const;
export type IconName = (typeof ICONS)[number];

const isIconName = (value: string): value is IconName => (ICONS as readonly string[]).includes(value);

type Draw = (ink: string, accent: string) => string;

const DRAW: Record<IconName, Draw> = {
  // A water pipe: bowl, stem, tray, glass base and a hose.
  hookah: (ink, accent) => `
    <path d="M84 22h32l-6 20H90z" fill="${ink}"/>
    <ellipse cx="100" cy="48" rx="26" ry="5" fill="${ink}"/>
    <rect x="95" y="52" width="10" height="66" fill="${ink}"/>
    <path d="M100 118c-30 0-40 22-40 38 0 18 18 28 40 28s40-10 40-28c0-16-10-38-40-38z" fill="${ink}" opacity="0.9"/>
    <path d="M66 162c10 8 58 8 68 0" stroke="${accent}" stroke-width="5" fill="none"/>
    <path d="M105 84c30 0 44 8 52 30s6 46 20 54" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  // A clay bowl with holes in its top.
  bowl: (ink, accent) => `
    <path d="M48 64h104l-22 78H70z" fill="${ink}"/>
    <ellipse cx="100" cy="64" rx="52" ry="14" fill="${ink}"/>
    <ellipse cx="100" cy="64" rx="40" ry="9" fill="${accent}"/>
    <circle cx="86" cy="63" r="3" fill="${ink}"/><circle cx="100" cy="61" r="3" fill="${ink}"/><circle cx="114" cy="63" r="3" fill="${ink}"/>
    <rect x="86" y="142" width="28" height="28" rx="4" fill="${ink}"/>`,
  // A coiled hose with its mouthpiece.
  hose: (ink, accent) => `
    <path d="M40 150c0-40 40-40 60-20s60 20 60-20-40-60-70-40" stroke="${ink}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M90 70 68 48" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>
    <rect x="40" y="22" width="30" height="40" rx="8" transform="rotate(-45 55 42)" fill="${accent}" stroke="${ink}" stroke-width="4"/>
    <circle cx="40" cy="150" r="10" fill="${ink}"/>`,
  // Three cubes of charcoal with a glow.
  charcoal: (ink, accent) => `
    <rect x="36" y="104" width="56" height="56" rx="6" fill="${ink}"/>
    <rect x="108" y="104" width="56" height="56" rx="6" fill="${ink}"/>
    <rect x="72" y="44" width="56" height="56" rx="6" fill="${ink}"/>
    <path d="M84 62h32M48 122h32M120 122h32" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
  // A tin of tobacco with a leaf.
  tobacco: (ink, accent) => `
    <rect x="34" y="60" width="132" height="96" rx="14" fill="${ink}"/>
    <rect x="34" y="60" width="132" height="22" rx="10" fill="${accent}"/>
    <path d="M100 92c28 6 36 30 28 52-26-2-40-24-28-52z" fill="${accent}"/>
    <path d="M104 98c6 14 12 28 22 44" stroke="${ink}" stroke-width="3" fill="none"/>`,
  // A cigarette with its filter and smoke.
  cigarette: (ink, accent) => `
    <rect x="24" y="112" width="112" height="22" rx="3" fill="${ink}"/>
    <rect x="136" y="112" width="40" height="22" rx="3" fill="${accent}"/>
    <rect x="20" y="112" width="8" height="22" fill="${accent}" opacity="0.7"/>
    <path d="M30 100c-10-14 10-20 0-36s6-24 0-36" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/>`,
  // A pod vape: body, mouthpiece, button and window.
  vape: (ink, accent) => `
    <rect x="72" y="58" width="56" height="124" rx="18" fill="${ink}"/>
    <path d="M84 58l6-36h20l6 36z" fill="${ink}"/>
    <rect x="84" y="72" width="32" height="36" rx="6" fill="${accent}"/>
    <circle cx="100" cy="138" r="9" fill="${accent}"/>`,
  // A dropper bottle and a drop.
  liquid: (ink, accent) => `
    <rect x="66" y="76" width="68" height="104" rx="12" fill="${ink}"/>
    <rect x="80" y="50" width="40" height="30" rx="4" fill="${accent}"/>
    <path d="M92 50l4-28h8l4 28z" fill="${ink}"/>
    <rect x="76" y="108" width="48" height="44" rx="4" fill="${accent}"/>
    <path d="M158 40c10 16 14 24 14 30a14 14 0 0 1-28 0c0-6 4-14 14-30z" fill="${ink}"/>`,
  // A booklet of rolling papers with a sheet pulled out.
  papers: (ink, accent) => `
    <rect x="50" y="38" width="100" height="60" rx="4" fill="${ink}" opacity="0.85" transform="rotate(-8 100 68)"/>
    <rect x="40" y="86" width="120" height="80" rx="8" fill="${ink}"/>
    <path d="M40 106h120" stroke="${accent}" stroke-width="6"/>
    <rect x="76" y="124" width="48" height="20" rx="4" fill="${accent}"/>`,
  // A lighter: body, metal top, wheel and flame.
  lighter: (ink, accent) => `
    <rect x="66" y="92" width="68" height="92" rx="10" fill="${ink}"/>
    <rect x="70" y="66" width="44" height="28" rx="4" fill="${accent}"/>
    <circle cx="124" cy="80" r="10" fill="${ink}"/>
    <path d="M92 62c-16-14-4-30 4-44 2 12 20 18 12 36-4 8-10 10-16 8z" fill="${ink}"/>`,
  // A cog: parts and accessories.
  accessory: (ink, accent) => `
    <g fill="${ink}">${[0, 45, 90, 135, 180, 225, 270, 315]
      .map((angle) => `<rect x="90" y="30" width="20" height="30" rx="4" transform="rotate(${angle} 100 100)"/>`)
      .join("")}</g>
    <circle cx="100" cy="100" r="52" fill="${ink}"/>
    <circle cx="100" cy="100" r="22" fill="${accent}"/>`,
};

/** The icon's shapes (unknown icons draw the accessory cog). */
export function drawIcon(icon: string, ink: string, accent: string): string {
  return DRAW[isIconName(icon) ? icon : "accessory"](ink, accent);
}
