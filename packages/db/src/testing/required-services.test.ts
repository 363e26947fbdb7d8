import { describe, expect, it } from "vitest";
import { isCi, missingCiServices, requireCiServices } from "./required-services";

const DB = "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS = "redis://127.0.0.1:6379";

describe("services a CI run needs", () => {
  it("reads CI=1 and CI=true as CI, and CI=0, CI=false, empty or unset as not", () => {
    expect([{ CI: "1" }, { CI: "true" }, { CI: "TRUE" }].map(isCi)).toEqual([true, true, true]);
    expect([{ CI: "0" }, { CI: "false" }, { CI: "" }, {}].map(isCi)).toEqual([false, false, false, false]);
  });

  it("fails a CI run without DATABASE_URL or REDIS_URL, naming what is missing", () => {
    expect(missingCiServices({ CI: "1" })).toEqual(["DATABASE_URL", "REDIS_URL"]);
    expect(missingCiServices({ CI: "1", DATABASE_URL: DB, REDIS_URL: " " })).toEqual(["REDIS_URL"]);
    expect(() => requireCiServices({ CI: "1", REDIS_URL: REDIS })).toThrow(/^CI=1: DATABASE_URL not set/);
    expect(() => requireCiServices({ CI: "1", DATABASE_URL: DB, REDIS_URL: REDIS })).not.toThrow();
  });

  it("lets a run outside CI skip what is missing", () => {
    expect(missingCiServices({})).toEqual([]);
    expect(() => requireCiServices({ CI: "false" })).not.toThrow();
  });
});
