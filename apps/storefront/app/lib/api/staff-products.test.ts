import { describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./client";
import { refusalOf, uploadStaffProductImage } from "./staff-products";

describe("the staff products API client", () => {
  it("sends an upload as multipart/form-data with the file in `file`", async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      base: "http://api.test",
      locale: "pl",
      token: () => "t".repeat(32),
      fetch: async (request) => {
        seen.push(request);
        return Response.json({ images: [] });
      },
    });
    await uploadStaffProductImage(api, 7, new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "photo.png");
    const request = seen[0] as Request;
    expect(new URL(request.url).pathname).toBe("/api/v1/staff/products/7/images");
    expect(request.method).toBe("POST");
    expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get("authorization")).toBe(`Bearer ${"t".repeat(32)}`);
    const file = (await request.formData()).get("file") as File;
    expect(file.name).toBe("photo.png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("reads a refusal's field messages", () => {
    const error = new ApiError("Slug taken", 409, "CONFLICT", { issues: [{ path: "slug", message: "Inny produkt ma już ten slug." }] });
    expect(refusalOf(error)).toEqual({ message: "Slug taken", fields: { slug: "Inny produkt ma już ten slug." } });
  });
});
