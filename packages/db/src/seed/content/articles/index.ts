// The demo blog (issue 8): 12 articles about hookah care, flavours, charcoal, accessories and store news,
// each in en, uk, pl and ru, one file each.
import type { SeedArticle } from "../types";
import businessAccountsAndUsdtPayments from "./business-accounts-and-usdt-payments";
import coconutVsQuickLightCharcoal from "./coconut-vs-quick-light-charcoal";
import heatManagementDeviceVsFoil from "./heat-management-device-vs-foil";
import hookahBowlsCompared from "./hookah-bowls-compared";
import hookahHosesAndHygiene from "./hookah-hoses-and-hygiene";
import howToChooseAHookah from "./how-to-choose-a-hookah";
import howToCleanAHookah from "./how-to-clean-a-hookah";
import howToPackAHookahBowl from "./how-to-pack-a-hookah-bowl";
import howToStoreShishaTobacco from "./how-to-store-shisha-tobacco";
import krakowStorePickupEveryHalfHour from "./krakow-store-pickup-every-half-hour";
import rollingPapersFiltersAndTips from "./rolling-papers-filters-and-tips";
import shishaFlavourFamiliesGuide from "./shisha-flavour-families-guide";

export const ARTICLES: SeedArticle[] = [
  howToCleanAHookah,
  howToChooseAHookah,
  shishaFlavourFamiliesGuide,
  howToPackAHookahBowl,
  coconutVsQuickLightCharcoal,
  krakowStorePickupEveryHalfHour,
  heatManagementDeviceVsFoil,
  hookahHosesAndHygiene,
  hookahBowlsCompared,
  rollingPapersFiltersAndTips,
  howToStoreShishaTobacco,
  businessAccountsAndUsdtPayments,
];
