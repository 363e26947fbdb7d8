import { describe, expect, it } from "vitest";
import { validateUpo } from "./xsd";

/** The Ministry's sample receipt of one invoice (faktury/upo/przyklady/v4-3/kontekst-nip in CIRFMF/ksef-docs). */
const SAMPLE_UPO = `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
  <NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów - środowisko testowe (TE)</NazwaPodmiotuPrzyjmujacego>
  <NumerReferencyjnySesji>36950822-93-9D5A28BFDA-47C899773E-5C</NumerReferencyjnySesji>
  <Uwierzytelnienie>
    <IdKontekstu>
      <Nip>5265877635</Nip>
    </IdKontekstu>
    <SkrotDokumentuUwierzytelniajacego>kyqH+QUgP8ATWd/95IY632mP4uqibwG66Oqclq9+qno=</SkrotDokumentuUwierzytelniajacego>
  </Uwierzytelnienie>
  <NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
  <KodFormularza>FA (3)</KodFormularza>
  <Dokument>
    <NipSprzedawcy>5265877635</NipSprzedawcy>
    <NumerKSeFDokumentu>5265877635-20250916-0200A0D6723E-C2</NumerKSeFDokumentu>
    <NumerFaktury>FA/XVQUD-9997622510/04/2027</NumerFaktury>
    <DataWystawieniaFaktury>2025-09-16</DataWystawieniaFaktury>
    <DataPrzeslaniaDokumentu>2025-09-16T11:05:40.841+02:00</DataPrzeslaniaDokumentu>
    <DataNadaniaNumeruKSeF>2025-09-16T11:05:41.045+02:00</DataNadaniaNumeruKSeF>
    <SkrotDokumentu>GZMGNVzs3krF6URKgvaw77OOeG3nJ+WGziT5xguliQ8=</SkrotDokumentu>
    <TrybWysylki>Online</TrybWysylki>
  </Dokument>
</Potwierdzenie>
`;

describe("UPO schema", () => {
  it("takes the Ministry's sample receipt as production would name the Ministry", async () => {
    const production = SAMPLE_UPO.replace(" - środowisko testowe (TE)", "");
    expect(await validateUpo(production)).toEqual({ valid: true, errors: [] });
  });

  it("refuses the test environment's receipt only for its name: the schema fixes 'Ministerstwo Finansów'", async () => {
    const result = await validateUpo(SAMPLE_UPO);
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain("NazwaPodmiotuPrzyjmujacego");
  });

  it("refuses a receipt without the invoice's KSeF number", async () => {
    const production = SAMPLE_UPO.replace(" - środowisko testowe (TE)", "");
    const result = await validateUpo(production.replace(/\s*<NumerKSeFDokumentu>[^<]*<\/NumerKSeFDokumentu>/, ""));
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toContain("NumerFaktury");
  });
});
