import { ShipXStandIn } from "@shop/api";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { Config } from "./config";
import { setUpShipX } from "./shipx";

const logger = pino({ level: "silent" });
const config = (overrides: Partial<Config>) => ({ NODE_ENV: "production", ...overrides }) as Config;

describe("InPost's ShipX at start", () => {
  it("has no InPost without SHIPX_BASE", async () => {
    expect(await setUpShipX(config({}), logger)).toBeUndefined();
  });

  it("runs the stand-in in this process and sends its shipments there", async () => {
    const setUp = await setUpShipX(config({ SHIPX_BASE: "stand-in" }), logger);
    try {
      const created = await setUp?.carrier.createShipment({
        reference: "7KQ2M9XB4RT6H",
        service: "inpost_locker_standard",
        parcelSize: "small",
        targetPoint: "WAW01M",
        receiver: { firstName: "Ada", lastName: "Nowak", email: "ada@example.test", phone: "600100200", address: null },
        value: 1000,
      });
      expect(created).toMatchObject({ status: "created", trackingNumber: null });
      expect((await setUp?.carrier.getShipment(created?.id as string))?.status).toBe("confirmed");
    } finally {
      await setUp?.stop();
    }
  });

  it("takes a real host with the organization's token and id", async () => {
    const standIn = new ShipXStandIn({ token: "organization-token-0001", organizationId: 77 });
    const baseUrl = await standIn.start();
    try {
      const setUp = await setUpShipX(
        config({ SHIPX_BASE: baseUrl, SHIPX_TOKEN: "organization-token-0001", SHIPX_ORGANIZATION_ID: 77 }),
        logger,
      );
      await expect(setUp?.carrier.getShipment("1")).rejects.toMatchObject({ kind: "refused", code: "resource_not_found" });
      expect(standIn.calls).toEqual(["GET /v1/shipments/1"]);
    } finally {
      await standIn.stop();
    }
  });
});
