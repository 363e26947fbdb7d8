// Invoice documents for the FA(3), verification-link and PDF tests, built the way the shop builds them: lines through
// the domain's invoiceLine (coupon shares, the delivery fee at deliveryVatRate), totals through invoiceTotals, a
// partial refund's correction through splitRefund and amountLine, a cancellation's through negated lines.
import {
  amountLine,
  deliveryVatRate,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceSeller,
  invoiceLine,
  invoiceTotals,
  splitRefund,
  type VatRate,
} from "@shop/domain";

/** NIPs with valid checksums (the first is the example of the Ministry's faktury/numer-ksef.md). */
export const SELLER_NIP = "5265877635";
export const BUYER_NIP = "7740001454";

const SELLER: InvoiceSeller = {
  nip: SELLER_NIP,
  name: "Smoke Shop sp. z o.o.",
  address: { line1: "ul. Marszałkowska 10/12", line2: "00-590 Warszawa", countryCode: "PL" },
  bankAccount: "PL61 1090 1014 0000 0712 1981 2874",
};

export const BUSINESS_BUYER: InvoiceBuyer = {
  kind: "business",
  nip: BUYER_NIP,
  name: "Hurtownia Żółw Sp. z o.o.",
  address: { line1: "ul. Piotrkowska 100", line2: "90-004 Łódź", countryCode: "PL" },
};

export const PRIVATE_BUYER: InvoiceBuyer = {
  kind: "private",
  name: "Jan Kowalski",
  address: { line1: "ul. Długa 5 m. 3", line2: "80-827 Gdańsk", countryCode: "PL" },
};

/** A KSeF number of the documented shape (faktury/numer-ksef.md). */
export const ORIGINAL_KSEF_NUMBER = "5265877635-20261105-0100001AF629-AF";

interface Goods {
  name: string;
  quantity: number;
  /** Gross price of one unit, grosze. */
  unitGross: number;
  vatRate?: VatRate;
  /** The coupon's share of the line, grosze. */
  discount?: number;
  productId?: number;
}

export interface DocumentShape {
  goods: Goods[];
  /** The delivery fee, gross grosze (a line at the goods' rate); absent: pickup, no fee. */
  delivery?: number;
  buyer?: InvoiceBuyer;
  payment?: InvoicePayment;
  number?: string;
  issueDate?: string;
  seller?: InvoiceSeller;
  orderId?: string;
}

export function invoiceDocument(shape: DocumentShape): InvoiceDocument {
  const goods = shape.goods.map((item, index) =>
    invoiceLine(index + 1, {
      productId: item.productId ?? 100 + index,
      name: item.name,
      quantity: item.quantity,
      unitGross: item.unitGross,
      discount: item.discount ?? 0,
      vatRate: item.vatRate ?? "23",
      unit: "szt.",
    }),
  );
  const lines =
    shape.delivery === undefined
      ? goods
      : [
          ...goods,
          invoiceLine(goods.length + 1, {
            productId: null,
            name: "Dostawa kurierem InPost",
            quantity: 1,
            unitGross: shape.delivery,
            discount: 0,
            vatRate: deliveryVatRate(goods),
            unit: "usł.",
          }),
        ];
  const issueDate = shape.issueDate ?? "2026-11-05";
  return {
    kind: "VAT",
    number: shape.number ?? "FV/2026/11/00042",
    issueDate,
    saleDate: issueDate,
    issuedAt: `${issueDate}T10:15:30.250Z`,
    placeOfIssue: "Warszawa",
    currency: "PLN",
    seller: shape.seller ?? SELLER,
    buyer: shape.buyer ?? BUSINESS_BUYER,
    orderId: shape.orderId ?? "WAW-2611-7Q4K",
    lines,
    totals: invoiceTotals(lines),
    payment: shape.payment ?? { method: "online", paidOn: issueDate },
    correction: null,
  };
}

interface CorrectionShape {
  number?: string;
  issueDate?: string;
  /** The original's KSeF number; null: it never went to KSeF. */
  ksefNumber?: string | null;
}

function correctionOf(original: InvoiceDocument, lines: InvoiceLine[], reason: string, shape: CorrectionShape): InvoiceDocument {
  const issueDate = shape.issueDate ?? "2026-11-20";
  return {
    ...original,
    kind: "KOR",
    number: shape.number ?? "FK/2026/11/00003",
    issueDate,
    issuedAt: `${issueDate}T08:00:00.000Z`,
    lines,
    totals: invoiceTotals(lines),
    payment: { method: original.payment.method, paidOn: issueDate },
    correction: {
      reason,
      original: {
        number: original.number,
        issueDate: original.issueDate,
        ksefNumber: shape.ksefNumber === undefined ? ORIGINAL_KSEF_NUMBER : shape.ksefNumber,
      },
    },
  };
}

/** A partial refund: the amount split over the original's rates, one amount-only line per rate. */
export function refundCorrection(original: InvoiceDocument, refunded: number, shape: CorrectionShape = {}): InvoiceDocument {
  const parts = splitRefund(refunded, original.totals.byRate);
  const lines = parts.map((part, index) =>
    amountLine(index + 1, `Zwrot części zapłaty – stawka ${part.vatRate === "zw" ? "zw" : `${part.vatRate}%`}`, -part.gross, part.vatRate),
  );
  return correctionOf(original, lines, "Zwrot części zapłaty", shape);
}

/** A cancellation after invoicing: every line taken back (negative quantities, the coupon's share returned too). */
export function cancellationCorrection(original: InvoiceDocument, shape: CorrectionShape = {}): InvoiceDocument {
  const lines = original.lines.map((entry) => {
    if (entry.quantity === null || entry.unit === null || entry.unitGross === null) {
      return amountLine(entry.position, entry.name, -entry.gross, entry.vatRate);
    }
    return invoiceLine(entry.position, {
      productId: entry.productId,
      name: entry.name,
      quantity: -entry.quantity,
      unitGross: entry.unitGross,
      discount: -entry.discount,
      vatRate: entry.vatRate,
      unit: entry.unit,
    });
  });
  return correctionOf(original, lines, "Anulowanie zamówienia", shape);
}
