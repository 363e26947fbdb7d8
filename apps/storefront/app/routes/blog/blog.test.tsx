// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BlogAndContacts } from "../../components/home/blog-and-contacts";
import { parseBody } from "../../lib/content/body";
import { TextsProvider } from "../../lib/texts";
import { i18nIn } from "../../lib/texts/testing";
import ArticlePage from "./article";
import BlogList from "./list";

afterEach(cleanup);

/** A blog page under the shop's root (its language, no city) with the real texts of that language. */
async function renderPage(locale: "en" | "uk" | "pl", path: string, loader: () => unknown, Component: ComponentType, at: string) {
  const texts = await i18nIn(locale);
  const root = { locale, city: null, cities: [], user: null, publicEnv: { PUBLIC_API_BASE: "", PUBLIC_BRAND: "default" } };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      HydrateFallback: () => null,
      Component: () => (
        <TextsProvider lang={texts}>
          <Outlet />
        </TextsProvider>
      ),
      children: [{ path, loader, Component }],
    },
  ]);
  render(<Stub initialEntries={[at]} />);
  await screen.findByRole("heading", { level: 1 });
}

const seo = { title: "", description: "", canonical: "", alternates: [] };
const card = (slug: string, title: string) => ({
  slug,
  topic: "charcoal" as const,
  title,
  excerpt: `About ${title}.`,
  publishedAt: "2026-11-20T10:00:00.000Z",
  date: "20 November 2026",
  cover: `/api/v1/media/articles/${slug}.svg`,
  readingMinutes: 4,
});

async function openArticle(locale: "en" | "pl", textLang: "en" | "pl", body: string) {
  const loader = () => ({
    page: { seo, heading: "Coal 101", crumbs: [{ label: "Blog", href: `/${locale}/blog` }, { label: "Coal 101" }] },
    article: {
      slug: "coal-101",
      topic: "charcoal" as const,
      textLang,
      excerpt: "How to light it.",
      cover: "/api/v1/media/uploads/articles/1/abc/1200.webp",
      publishedAt: "2026-11-20T10:00:00.000Z",
      date: "20 November 2026",
      readingMinutes: 5,
      blocks: parseBody(body).blocks,
    },
    related: [card("coal-cubes", "Cubes or fingers?")],
  });
  await renderPage(locale, `${locale}/blog/article/:articleId`, loader, ArticlePage as never, `/${locale}/blog/article/coal-101`);
}

describe("the article page", () => {
  it("shows the title, date, reading time, cover, the text's headings, paragraphs and lists, and related articles", async () => {
    await openArticle("en", "en", "First paragraph.\n\n## Lighting\n\n- Use tongs\n- Wait for grey ash\n\nLast paragraph.");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Coal 101");
    const article = document.querySelector("[data-article='coal-101']") as HTMLElement;
    expect(article.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-20T10:00:00.000Z");
    expect(article.querySelector("[data-reading-time]")?.textContent).toBe("5 min read");
    expect(article.querySelector("[data-article-cover]")?.getAttribute("src")).toBe("/api/v1/media/uploads/articles/1/abc/1200.webp");
    const body = article.querySelector("[data-article-body]") as HTMLElement;
    expect(body.querySelector("h2")?.textContent).toBe("Lighting");
    expect([...body.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["Use tongs", "Wait for grey ash"]);
    expect([...body.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["How to light it.", "First paragraph.", "Last paragraph."]);
    expect(document.querySelector("[data-article-fallback]")).toBeNull();
    const related = document.querySelector("[data-related-articles]") as HTMLElement;
    expect(related.querySelector("h2")?.textContent).toBe("Related articles");
    expect(related.querySelector("a")?.getAttribute("href")).toBe("/en/blog/article/coal-cubes");
  });

  it("shows markup in a body as text, never as HTML", async () => {
    await openArticle("en", "en", '<script>alert("x")</script>\n\n## <img src=x onerror=alert(1)>');
    const body = document.querySelector("[data-article-body]") as HTMLElement;
    expect(body.querySelector("script, img")).toBeNull();
    expect(body.textContent).toContain('<script>alert("x")</script>');
  });

  it("says when the text is English because the page's language has no translation", async () => {
    await openArticle("pl", "en", "Only in English.");
    expect(document.querySelector("[data-article='coal-101']")?.getAttribute("lang")).toBe("en");
    expect(document.querySelector("[data-article-fallback]")?.textContent).toContain("wersję angielską");
    expect(document.querySelector("[data-reading-time]")?.textContent).toBe("5 minut czytania");
  });
});

describe("the blog list", () => {
  const open = async (articles: ReturnType<typeof card>[], page: number, pages: number) => {
    const loader = () => ({ page: { seo, heading: "Blog", crumbs: [{ label: "Blog" }] }, articles, pagination: { page, pages } });
    await renderPage("uk", "uk/blog", loader, BlogList as never, `/uk/blog${page > 1 ? `?page=${page}` : ""}`);
  };

  it("links every article and the other pages (page 1 without a query)", async () => {
    await open([card("coal-101", "Вугілля 101"), card("coal-cubes", "Кубики")], 2, 3);
    const cards = [...document.querySelectorAll("[data-article-card]")];
    expect(cards.map((c) => c.querySelector("h2 a")?.getAttribute("href"))).toEqual([
      "/uk/blog/article/coal-101",
      "/uk/blog/article/coal-cubes",
    ]);
    expect(cards[0]?.querySelector("[data-reading-time]")?.textContent).toBe("4 хвилини читання");
    const pagination = document.querySelector("[data-pagination]") as HTMLElement;
    expect(pagination.querySelector("a[rel=prev]")?.getAttribute("href")).toBe("/uk/blog");
    expect(pagination.querySelector("a[rel=next]")?.getAttribute("href")).toBe("/uk/blog?page=3");
    expect(pagination.querySelector("[aria-current=page]")?.textContent).toContain("Сторінка 2");
  });

  it("says so when there are no articles yet", async () => {
    await open([], 1, 0);
    expect(document.querySelector("[data-blog-empty]")?.textContent).toBe("Статей поки що немає. Завітайте трохи згодом.");
    expect(document.querySelector("[data-pagination]")).toBeNull();
  });
});

describe("the home page's blog teaser", () => {
  const Home = ({ articles }: { articles: ReturnType<typeof card>[] }) => (
    <>
      <h1>Home</h1>
      <BlogAndContacts articles={articles} />
    </>
  );

  it("shows the latest articles with their dates and excerpts, and links the blog", async () => {
    const articles = [card("a-1", "First"), card("a-2", "Second"), card("a-3", "Third")];
    await renderPage(
      "en",
      "en/krakow",
      () => null,
      () => <Home articles={articles} />,
      "/en/krakow",
    );
    const items = [...document.querySelectorAll("[data-home-article]")];
    expect(items.map((item) => item.querySelector("a")?.getAttribute("href"))).toEqual([
      "/en/blog/article/a-1",
      "/en/blog/article/a-2",
      "/en/blog/article/a-3",
    ]);
    expect(items[0]?.querySelector("time")?.textContent).toBe("20 November 2026");
    expect(items[0]?.textContent).toContain("About First.");
    expect(screen.getByRole("link", { name: "Read the blog" }).getAttribute("href")).toBe("/en/blog");
  });

  it("still renders when the blog gave nothing", async () => {
    await renderPage(
      "en",
      "en/krakow",
      () => null,
      () => <Home articles={[]} />,
      "/en/krakow",
    );
    expect(document.querySelector("[data-home-articles]")).toBeNull();
    expect(document.querySelector('[data-home-section="blog"]')?.textContent).toContain("Our first articles are on their way.");
  });
});
