// A sale's day (YYYY-MM-DD, shop time) as the language writes a date: noon UTC is the same day in Warsaw.
import type { Locale } from "@shop/domain";
import { formatShopDate } from "../../../lib/account/format";

export const saleDayText = (day: string, lang: Locale): string => formatShopDate(`${day}T12:00:00Z`, lang);
