import { describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import { getCurrentUser, getPublicCities, lookupRedirect } from "./endpoints";

function recording(answer: (url: URL) => Response) {
  const seen: Request[] = [];
  const api = createApiClient({
    base: "http://api.test",
    locale: "pl",
    token: () => "secret-token",
    fetch: async (request) => {
      seen.push(request);
      return answer(new URL(request.url));
    },
  });
  return { api, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the spec's calls", () => {
  it("the city list is sent without the Locale header and without a token", async () => {
    const { api, seen } = recording(() => json([]));
    await getPublicCities(api);
    expect(seen[0]?.headers.get("Locale")).toBeNull();
    expect(seen[0]?.headers.get("Authorization")).toBeNull();
  });

  it("the identity call carries the bearer token and no Locale header", async () => {
    const { api, seen } = recording(() => json({ id: 1 }));
    await getCurrentUser(api);
    expect(seen[0]?.headers.get("Authorization")).toBe("Bearer secret-token");
    expect(seen[0]?.headers.get("Locale")).toBeNull();
  });

  it("the redirect lookup carries the Locale header, and a 404 means no redirect", async () => {
    const { api, seen } = recording((url) =>
      url.searchParams.get("path") === "/pl/warszawa/promo"
        ? json({ target: "/pl/warszawa/products/sale", status: 302 })
        : json({ statusCode: 404, message: "Nie znaleziono.", code: "NOT_FOUND" }, 404),
    );
    expect(await lookupRedirect(api, "/pl/warszawa/promo")).toEqual({ target: "/pl/warszawa/products/sale", status: 302 });
    expect(await lookupRedirect(api, "/pl/warszawa")).toBeNull();
    expect(seen[0]?.headers.get("Locale")).toBe("pl");
  });

  it("a lookup that fails otherwise is an error, not a silent pass", async () => {
    const { api } = recording(() => json({ statusCode: 500, message: "boom" }, 500));
    await expect(lookupRedirect(api, "/pl/x")).rejects.toMatchObject({ statusCode: 500, message: "boom" });
  });
});
