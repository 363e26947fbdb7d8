// The stand-in's UPO (Urzędowe Poświadczenie Odbioru), the official receipt of one invoice, shaped as the UPO 4-3
// schema requires (faktury/upo/schemy/upo-v4-3.xsd; the example faktury/upo/przyklady/v4-3/kontekst-nip). The real one
// is signed by the Ministry (XAdES); the stand-in's is not.

export interface UpoDocument {
  sessionReference: string;
  contextNip: string;
  /** SHA-256 (Base64) of the authentication document; for a KSeF token the stand-in hashes the token's reference. */
  authenticationHash: string;
  sellerNip: string;
  ksefNumber: string;
  invoiceNumber: string;
  /** YYYY-MM-DD (P_1). */
  issueDate: string;
  receivedAt: Date;
  numberedAt: Date;
  /** SHA-256 (Base64) of the invoice's XML. */
  invoiceHash: string;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function upoXml(upo: UpoDocument): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
	<NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów</NazwaPodmiotuPrzyjmujacego>
	<NumerReferencyjnySesji>${upo.sessionReference}</NumerReferencyjnySesji>
	<Uwierzytelnienie>
		<IdKontekstu>
			<Nip>${upo.contextNip}</Nip>
		</IdKontekstu>
		<SkrotDokumentuUwierzytelniajacego>${upo.authenticationHash}</SkrotDokumentuUwierzytelniajacego>
	</Uwierzytelnienie>
	<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
	<KodFormularza>FA (3)</KodFormularza>
	<Dokument>
		<NipSprzedawcy>${upo.sellerNip}</NipSprzedawcy>
		<NumerKSeFDokumentu>${upo.ksefNumber}</NumerKSeFDokumentu>
		<NumerFaktury>${escapeXml(upo.invoiceNumber)}</NumerFaktury>
		<DataWystawieniaFaktury>${upo.issueDate}</DataWystawieniaFaktury>
		<DataPrzeslaniaDokumentu>${upo.receivedAt.toISOString()}</DataPrzeslaniaDokumentu>
		<DataNadaniaNumeruKSeF>${upo.numberedAt.toISOString()}</DataNadaniaNumeruKSeF>
		<SkrotDokumentu>${upo.invoiceHash}</SkrotDokumentu>
		<TrybWysylki>Online</TrybWysylki>
	</Dokument>
</Potwierdzenie>
`;
}
