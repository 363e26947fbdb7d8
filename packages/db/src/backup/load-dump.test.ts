import { describe, expect, it } from "vitest";
import { forServer } from "./load-dump";

const DUMP = [
  "--",
  "-- PostgreSQL database dump",
  "--",
  "\\restrict AbC123",
  "SET statement_timeout = 0;",
  "SET transaction_timeout = 0;",
  "SELECT pg_catalog.set_config('search_path', '', false);",
  "--",
  "-- Name: orders; Type: TABLE; Schema: public; Owner: -",
  "--",
  "INSERT INTO public.orders VALUES ('A1', 'first line",
  "SET transaction_timeout = 0;",
  "\\restrict AbC123",
  "');",
  "",
  "\\unrestrict AbC123",
  "",
].join("\n");

describe("a pg_dump file as a server runs it", () => {
  const script = forServer(DUMP, new Set(["statement_timeout", "search_path"]));
  const lines = script.split("\n");

  it("drops psql's \\restrict and \\unrestrict, and the preamble's settings the server does not know", () => {
    expect(lines.slice(0, 8)).toEqual([
      "--",
      "-- PostgreSQL database dump",
      "--",
      "",
      "SET statement_timeout = 0;",
      "",
      "SELECT pg_catalog.set_config('search_path', '', false);",
      "--",
    ]);
    expect(lines.at(-2)).toBe("");
  });

  it("leaves every line of the objects and rows as it was, even one that looks like a setting", () => {
    expect(lines.slice(8, 14)).toEqual(DUMP.split("\n").slice(8, 14));
    expect(script.length).toBe(
      DUMP.length - "\\restrict AbC123".length - "SET transaction_timeout = 0;".length - "\\unrestrict AbC123".length,
    );
  });
});
