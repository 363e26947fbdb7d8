// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parseBody } from "../../lib/content/body";
import { weekTable } from "../../lib/content/opening-hours";
import { renderInShop } from "../orders/test-render";
import { type ContactsData, ContactsView } from "./contacts-view";
import { InfoArticle, type InfoPageData } from "./info-article";
import { OpenState } from "./open-state";

afterEach(cleanup);

const contacts = (lang: string): ContactsData => ({
  page: { heading: "Kontakt", crumbs: [] },
  cityName: "Kraków",
  renderedAt: "2026-11-23T08:00:00.000Z",
  stores: [
    {
      id: 7,
      address: "ul. Floriańska 31, 31-019 Kraków",
      phone: "+48 12 422 18 30",
      tel: "tel:+48124221830",
      week: weekTable([{ day: 1, opens: "10:00", closes: "20:00" }], lang),
      hours: [{ day: 1, opens: "10:00", closes: "20:00" }],
      openStreetMap: "https://www.openstreetmap.org/?mlat=50.0636&mlon=19.9399#map=17/50.0636/19.9399",
      googleMaps: "https://www.google.com/maps/search/?api=1&query=50.0636,19.9399",
    },
  ],
  shop: {
    phone: "+48 22 100 20 30",
    tel: "tel:+48221002030",
    email: "hello@smokepoint.example",
    social: [{ name: "Instagram", url: "https://www.instagram.com/x" }],
    messengers: [{ name: "Telegram", url: "https://t.me/x" }],
  },
});

describe("ContactsView", () => {
  it("shows each store with a week of hours, its phone and a map link, and the shop's contacts", async () => {
    const { container } = await renderInShop("pl", () => <ContactsView data={contacts("pl")} />);
    const store = await screen.findByRole("article");
    expect(within(store).getByText("ul. Floriańska 31, 31-019 Kraków")).toBeTruthy();
    const rows = within(store).getAllByRole("row");
    expect(rows).toHaveLength(7);
    expect(rows[0]?.textContent).toBe("Poniedziałek10:00–20:00");
    expect(rows[6]?.textContent).toBe("NiedzielaNieczynne");
    expect(within(store).getByRole("link", { name: "+48 12 422 18 30" }).getAttribute("href")).toBe("tel:+48124221830");
    const map = within(store).getByRole("link", { name: "Otwórz ul. Floriańska 31, 31-019 Kraków w OpenStreetMap" });
    expect(map.getAttribute("href")).toContain("openstreetmap.org/?mlat=50.0636&mlon=19.9399");
    expect(screen.getByRole("link", { name: "hello@smokepoint.example" }).getAttribute("href")).toBe("mailto:hello@smokepoint.example");
    expect(container.querySelector('[data-contact-links="social"] a')?.getAttribute("href")).toBe("https://www.instagram.com/x");
    expect(container.querySelector('[data-contact-links="messengers"] a')?.textContent).toBe("Telegram");
  });

  it("says whether a store is open now and until when (openStateAt's tests cover the closed cases)", async () => {
    const always = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: "00:00", closes: "24:00" }));
    await renderInShop("uk", () => <OpenState hours={always} renderedAt="2026-11-23T08:00:00.000Z" />);
    expect((await screen.findByText("Відчинено · зачиняється о 24:00")).getAttribute("data-open-state")).toBe("open");
    cleanup();
    const none = await renderInShop("en", () => <OpenState hours={[]} renderedAt="2026-11-23T08:00:00.000Z" />);
    expect(none.container.querySelector("[data-open-state]")).toBeNull();
  });

  it("says so when the city has no store", async () => {
    await renderInShop("en", () => <ContactsView data={{ ...contacts("en"), stores: [] }} />);
    expect(await screen.findByText("There is no store in Kraków yet. Write or call us and we will help.")).toBeTruthy();
  });
});

const info = (textLang: "en" | "uk", body: string): InfoPageData => ({
  page: { heading: "Privacy policy", crumbs: [] },
  textLang,
  body: parseBody(body),
  updated: { iso: "2026-11-01T10:00:00.000Z", text: "Last updated: 1 November 2026" },
  contactsHref: "/en/krakow/contacts",
});

describe("InfoArticle", () => {
  it("renders headings with ids, a table of contents, lists and markup as text", async () => {
    const body = "Intro <b>text</b>.\n\n## Your data\n- name\n- e-mail\n\n## Your rights\nExport or delete.";
    const { container } = await renderInShop("en", () => <InfoArticle data={info("en", body)} slug="privacy-policy" />);
    const toc = await screen.findByRole("navigation", { name: "On this page" });
    expect(
      within(toc)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#your-data", "#your-rights"]);
    expect(container.querySelector("h2#your-data")?.textContent).toBe("Your data");
    expect([...container.querySelectorAll("article li")].map((li) => li.textContent)).toEqual(["name", "e-mail"]);
    expect(container.querySelector("article b")).toBeNull();
    expect(screen.getByText("Intro <b>text</b>.")).toBeTruthy();
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-01T10:00:00.000Z");
    expect(container.querySelector("[data-info-fallback]")).toBeNull();
  });

  it("says when the text is shown in English on another language's page", async () => {
    const { container } = await renderInShop("uk", () => <InfoArticle data={info("en", "Text.")} slug="terms-and-conditions" />);
    expect(await screen.findByRole("note")).toBeTruthy();
    expect(container.querySelector("article")?.getAttribute("lang")).toBe("en");
  });
});
