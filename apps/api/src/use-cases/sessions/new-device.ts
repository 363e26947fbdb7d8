// A staff sign-in from a new device is e-mailed (issue 35): the storefront keeps a random device id in a long-lived
// httpOnly cookie and forwards it as X-Device-Id; its SHA-256 goes to known_devices. A sign-in without a known device
// (or without the header, as an API client's) counts as new. Customers' devices are not recorded.
import { rememberDevice, type UserRow } from "@shop/db";
import { isLocale } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import type { ApiDeps } from "../../core/deps";
import { hashToken } from "../../security/tokens";
import { deviceText } from "./device-label";

/** Who signs in: the client's address, its User-Agent and the storefront's device id (each as sent, or null). */
export interface SignInClient {
  ip: string;
  userAgent: string | null;
  deviceId: string | null;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;

/** After a completed sign-in (after its second step when there is one). */
export async function noteSignInDevice(
  deps: Pick<ApiDeps, "database" | "brand" | "mailQueued">,
  user: UserRow,
  client: SignInClient,
): Promise<void> {
  if (user.role !== "staff") return;
  const deviceId = client.deviceId && DEVICE_ID.test(client.deviceId) ? client.deviceId : null;
  const queued = await deps.database.db.transaction(async (tx) => {
    const isNew = deviceId ? await rememberDevice(tx, user.id, hashToken(deviceId)) : true;
    if (!isNew || !user.email) return false;
    await queueEmail(tx, {
      to: user.email,
      locale: isLocale(user.locale) ? user.locale : "en",
      brand: deps.brand,
      message: {
        kind: "new-device-sign-in",
        firstName: user.firstName,
        device: deviceText(client.userAgent),
        ip: client.ip,
        at: new Date().toISOString(),
      },
    });
    return true;
  });
  if (queued) deps.mailQueued?.();
}
