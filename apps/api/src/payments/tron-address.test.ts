import { describe, expect, it } from "vitest";
import { DEMO_CRYPTO_ADDRESS, USDT_TRC20_CONTRACT } from "./options";
import { isTronAddress } from "./tron-address";

describe("isTronAddress", () => {
  it("accepts real addresses: Tether's USDT contract, and the demo shop's", () => {
    expect(isTronAddress(USDT_TRC20_CONTRACT)).toBe(true);
    expect(isTronAddress("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE")).toBe(true);
    expect(isTronAddress(DEMO_CRYPTO_ADDRESS)).toBe(true);
  });

  it("refuses a wrong length, another alphabet, another network and a changed character", () => {
    expect(isTronAddress("TSmokePointDemoShopAddress1111111")).toBe(false); // 33 characters
    expect(isTronAddress("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tX")).toBe(false);
    expect(isTronAddress("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60")).toBe(false); // 0 is not base58
    expect(isTronAddress("1BoatSLRHtKNngkdXEeobR76b53LETtpyT")).toBe(false); // a Bitcoin address
    expect(isTronAddress("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u")).toBe(false); // checksum
  });
});
