import { type Db, findActiveCity } from "@shop/db";
import { AppError } from "../http/app-error";

/** The active city a catalogue request names; NOT_FOUND for an unknown or switched-off one. */
export async function requireCatalogueCity(db: Db, slug: string): Promise<{ id: number; slug: string }> {
  const city = await findActiveCity(db, slug);
  if (!city) throw new AppError("NOT_FOUND");
  return city;
}
