// @vitest-environment happy-dom
import type { StaffArticle } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { ArticleForm } from "./article-form";
import { articleFormOf, articleInputOf, readArticleForm } from "./form-values";

afterEach(cleanup);

const text = { title: "Bowl care", excerpt: "Keep it clean.", body: "## Why\n\nBecause." };
const article: StaffArticle = {
  id: 5,
  slug: "bowl-care",
  topic: "hookah-care",
  status: "draft",
  publishedAt: null,
  scheduled: false,
  cover: null,
  texts: { en: text, uk: null, pl: { ...text, title: "Pielęgnacja misy" }, ru: null },
  missing: ["uk", "ru"],
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

describe("the article form", () => {
  it("shows the four languages side by side, flagging the missing translations, with the server's messages", async () => {
    await renderInAdmin("uk", () => (
      <ArticleForm
        values={articleFormOf(article)}
        isNew={false}
        messages={["Деякі значення відсутні або неправильні."]}
        fieldErrors={{
          texts: "Для публікації потрібні всі чотири мови; бракує: українська, російська.",
          "texts.pl.body": "Поле обов'язкове",
        }}
      />
    ));
    await screen.findByText("Тексти");
    const columns = [...document.querySelectorAll("[data-admin-article-language]")];
    expect(columns.map((column) => column.getAttribute("data-admin-article-language"))).toEqual(["en", "uk", "pl", "ru"]);
    expect(columns.map((column) => column.getAttribute("data-missing"))).toEqual([null, "true", null, "true"]);
    expect(document.querySelectorAll("[data-admin-missing-translation]")).toHaveLength(2);
    expect((document.querySelector('[name="pl.title"]') as HTMLInputElement).value).toBe("Pielęgnacja misy");
    expect(screen.getByText("Поле обов'язкове")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Деякі значення відсутні або неправильні.");
  });

  it("sends an empty language as missing and the publish date as an instant", () => {
    const form = new FormData();
    form.append("slug", " bowl-care ");
    form.append("topic", "flavours");
    form.append("status", "published");
    form.append("publishedAt", "2026-12-01T18:30");
    for (const field of ["title", "excerpt", "body"]) {
      form.append(`en.${field}`, `en ${field}`);
      form.append(`uk.${field}`, " ");
    }
    const read = articleInputOf(readArticleForm(form));
    expect(read).toEqual({
      input: {
        slug: "bowl-care",
        topic: "flavours",
        status: "published",
        publishedAt: "2026-12-01T17:30:00.000Z",
        texts: { en: { title: "en title", excerpt: "en excerpt", body: "en body" }, uk: null, pl: null, ru: null },
      },
    });
  });
});
