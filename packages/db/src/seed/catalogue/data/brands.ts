export interface BrandDef {
  slug: string;
  name: string;
  country: string;
  popularity: number;
}

const brand = (slug: string, name: string, country: string, popularity: number): BrandDef => ({ slug, name, country, popularity });

/** The demo brands (fictional, apart from the shisha-style "Al Fakher" the search tests look for). */
export const BRANDS: BrandDef[] = [
  // Shisha tobacco
  brand("al-fakher", "Al Fakher", "AE", 980),
  brand("sultan-leaf", "Sultan Leaf", "TR", 640),
  brand("oasis-blend", "Oasis Blend", "JO", 520),
  brand("nordic-cloud", "Nordic Cloud", "DK", 410),
  brand("black-cedar", "Black Cedar", "PL", 470),
  // Hookahs, hoses, accessories
  brand("nomad-pipes", "Nomad Pipes", "DE", 720),
  brand("vistula-hookah", "Vistula Hookah", "PL", 380),
  brand("anatolia-craft", "Anatolia Craft", "TR", 450),
  brand("steelwave", "Steelwave", "UA", 560),
  brand("flexline", "Flexline", "DE", 300),
  brand("heatkeeper", "HeatKeeper", "DE", 340),
  // Bowls
  brand("claymaker", "Claymaker", "UA", 430),
  brand("kiln-and-co", "Kiln & Co", "CZ", 290),
  // Charcoal
  brand("cocobrico", "CocoBrico", "ID", 610),
  brand("ember-cube", "Ember Cube", "ID", 420),
  // Cigarettes and heated tobacco
  brand("harbor", "Harbor", "PL", 870),
  brand("baltic-crown", "Baltic Crown", "PL", 690),
  brand("regent", "Regent", "GB", 580),
  brand("northwind", "Northwind", "NL", 500),
  brand("aurum-heat", "Aurum Heat", "CH", 760),
  brand("veld", "Veld", "SE", 470),
  // Rolling tobacco, papers and filters
  brand("golden-field", "Golden Field", "NL", 530),
  brand("old-mariner", "Old Mariner", "DK", 440),
  brand("silkleaf", "Silkleaf", "ES", 500),
  brand("rollmaster", "Rollmaster", "ES", 360),
  // E-cigarettes and e-liquids
  brand("vaporis", "Vaporis", "CN", 810),
  brand("nimbus", "Nimbus", "CN", 650),
  brand("pulsar-vape", "Pulsar Vape", "CN", 480),
  brand("cloudline", "Cloudline", "PL", 700),
  brand("juicy-peak", "Juicy Peak", "GB", 590),
  brand("liquid-lab", "Liquid Lab", "PL", 420),
  // Lighters
  brand("flintstar", "Flintstar", "FR", 460),
  brand("blaze", "Blaze", "CN", 390),
  brand("arcspark", "Arcspark", "KR", 330),
];

export const brandLogo = (slug: string) => `/api/v1/media/brands/${slug}.svg`;
