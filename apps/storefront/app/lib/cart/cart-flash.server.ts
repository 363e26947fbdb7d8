// What a cart action has to tell the next page after its redirect (Post/Redirect/Get without JavaScript):
// the changes the API reported (it reports them once, so a re-read would not see them again) and an error
// message. It rides in a short-lived HttpOnly cookie that the next page's city layout loader reads and clears.
import { CartChange } from "@shop/contracts";
import { z } from "zod";
import { isSecureRequest } from "../auth.server";
import { parseCookies } from "../cookies";

const CART_FLASH_COOKIE = "cart_flash";
/** Long enough for the redirect to be followed, short enough not to surprise anyone later. */
const CART_FLASH_MAX_AGE_SECONDS = 120;
/** Browsers keep about 4 KB per cookie, name and attributes included. */
const MAX_VALUE_LENGTH = 3500;

const CartFlash = z.object({
  changes: z.array(CartChange).max(200),
  error: z.object({ message: z.string().max(1000), productId: z.number().int().nullable() }).nullable(),
});
export type CartFlash = z.infer<typeof CartFlash>;

const encode = (flash: CartFlash) => encodeURIComponent(JSON.stringify(flash));

/** The cookie's value; when the changes do not all fit, the last ones are left out (the cart itself shows the result). */
export function encodeCartFlash(flash: CartFlash): string {
  let changes = flash.changes;
  let value = encode({ ...flash, changes });
  while (value.length > MAX_VALUE_LENGTH && changes.length > 0) {
    changes = changes.slice(0, -1);
    value = encode({ ...flash, changes });
  }
  return value;
}

/** The flash of a (decoded) cookie value; null when absent or not ours. */
export function decodeCartFlash(value: string | undefined): CartFlash | null {
  if (!value) return null;
  try {
    const parsed = CartFlash.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function cartFlashOf(request: Request): CartFlash | null {
  return decodeCartFlash(parseCookies(request.headers.get("cookie"))[CART_FLASH_COOKIE]);
}

export const hasCartFlash = (request: Request) => CART_FLASH_COOKIE in parseCookies(request.headers.get("cookie"));

const attributes = (request: Request, maxAge: number) =>
  `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${isSecureRequest(request) ? "; Secure" : ""}`;

export function cartFlashCookie(flash: CartFlash, request: Request): string {
  return `${CART_FLASH_COOKIE}=${encodeCartFlash(flash)}; ${attributes(request, CART_FLASH_MAX_AGE_SECONDS)}`;
}

export function clearedCartFlashCookie(request: Request): string {
  return `${CART_FLASH_COOKIE}=; ${attributes(request, 0)}`;
}
