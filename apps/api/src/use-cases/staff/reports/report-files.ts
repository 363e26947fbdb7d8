// Every report as a file (issue 36): CSV (RFC 4180, UTF-8 with a byte order mark so that spreadsheets read the
// names right) and XLSX (exceljs, docs/adr/0023), with the same figures as the page. Money in złoty with two decimals
// (numbers in the XLSX, "123.45" in the CSV), counts as whole numbers, shares as fractions; headers are stable
// machine names, the same in every language, so that an accountant's sheet that reads them keeps working.
import type {
  BreakdownReport,
  CouponsReport,
  FunnelReport,
  IdleProductsReport,
  ProductsReport,
  SalesFiguresView,
  SalesReport,
  StockReport,
} from "@shop/contracts";
import { formatCsv } from "@shop/domain";
import type ExcelJS from "exceljs";

type Kind = "text" | "count" | "money" | "share";
interface Column {
  header: string;
  kind: Kind;
}
export interface ReportTable {
  name: string;
  columns: Column[];
  rows: Array<Array<string | number>>;
}

const FIGURES: Column[] = [
  { header: "orders", kind: "count" },
  { header: "units", kind: "count" },
  { header: "revenue_gross_pln", kind: "money" },
  { header: "revenue_net_pln", kind: "money" },
  { header: "discount_pln", kind: "money" },
  { header: "average_order_pln", kind: "money" },
];
const figures = (row: SalesFiguresView) => [row.orders, row.units, row.gross, row.net, row.discount, row.averageOrder];

export function salesTable(report: SalesReport): ReportTable {
  return {
    name: `sales-${report.period.from}-${report.period.to}`,
    columns: [{ header: report.bucket, kind: "text" }, ...FIGURES],
    rows: report.series.map((point) => [point.period, ...figures(point)]),
  };
}

export function breakdownTable(report: BreakdownReport): ReportTable {
  return {
    name: `sales-by-${report.by}-${report.period.from}-${report.period.to}`,
    columns: [{ header: report.by, kind: "text" }, { header: "name", kind: "text" }, ...FIGURES, { header: "share", kind: "share" }],
    rows: report.rows.map((row) => [row.key, row.label, ...figures(row), row.share]),
  };
}

/** One row per city and product: the city's list in its order. */
export function productsTable(report: ProductsReport): ReportTable {
  return {
    name: `products-${report.order}-${report.period.from}-${report.period.to}`,
    columns: [
      { header: "city", kind: "text" },
      { header: "rank", kind: "count" },
      { header: "product_id", kind: "count" },
      { header: "sku", kind: "text" },
      { header: "name", kind: "text" },
      { header: "units", kind: "count" },
      { header: "orders", kind: "count" },
      { header: "revenue_gross_pln", kind: "money" },
      { header: "revenue_net_pln", kind: "money" },
    ],
    rows: report.cities.flatMap((city) =>
      city.products.map((p) => [city.slug, p.rank, p.productId, p.sku, p.name, p.units, p.orders, p.gross, p.net]),
    ),
  };
}

/** One row per city and idle product; a product never sold has empty last_sale and days_without_sale. */
export function idleProductsTable(report: IdleProductsReport): ReportTable {
  return {
    name: `idle-products-${report.idle}-days-to-${report.window.to}`,
    columns: [
      { header: "city", kind: "text" },
      { header: "product_id", kind: "count" },
      { header: "sku", kind: "text" },
      { header: "name", kind: "text" },
      { header: "units_in_stock", kind: "count" },
      { header: "last_sale", kind: "text" },
      { header: "days_without_sale", kind: "count" },
    ],
    rows: report.cities.flatMap((city) =>
      city.products.map((p) => [city.slug, p.productId, p.sku, p.name, p.units, p.lastSale ?? "", p.daysWithoutSale ?? ""]),
    ),
  };
}

export function couponsTable(report: CouponsReport): ReportTable {
  return {
    name: `coupons-${report.period.from}-${report.period.to}`,
    columns: [
      { header: "coupon_id", kind: "count" },
      { header: "code", kind: "text" },
      { header: "uses", kind: "count" },
      { header: "units", kind: "count" },
      { header: "discount_pln", kind: "money" },
      { header: "revenue_gross_pln", kind: "money" },
      { header: "revenue_net_pln", kind: "money" },
      { header: "average_order_pln", kind: "money" },
    ],
    rows: report.rows.map((r) => [r.couponId, r.code, r.uses, r.units, r.discount, r.gross, r.net, r.averageOrder]),
  };
}

/** One row per store (the products below their reorder point counted; the JSON lists them). */
export function stockTable(report: StockReport): ReportTable {
  return {
    name: `stock-${report.asOf.slice(0, 10)}`,
    columns: [
      { header: "city", kind: "text" },
      { header: "store_id", kind: "count" },
      { header: "store", kind: "text" },
      { header: "products", kind: "count" },
      { header: "units", kind: "count" },
      { header: "valued_units", kind: "count" },
      { header: "value_net_pln", kind: "money" },
      { header: "units_value_unknown", kind: "count" },
      { header: "products_value_unknown", kind: "count" },
      { header: "in_transit_incoming", kind: "count" },
      { header: "in_transit_outgoing", kind: "count" },
      { header: "below_reorder_point", kind: "count" },
    ],
    rows: report.stores.map((s) => [
      s.city.slug,
      s.id,
      s.address,
      s.products,
      s.units,
      s.valuedUnits,
      s.value,
      s.unknownUnits,
      s.unknownProducts,
      s.inTransit.incoming,
      s.inTransit.outgoing,
      s.belowReorderPoint.length,
    ]),
  };
}

/** One row per stage: its orders and their totals with VAT; the refunds' row their count and amount. */
export function funnelTable(report: FunnelReport): ReportTable {
  const { byReason } = report.canceled;
  const stages: Array<[string, { orders: number; gross: number }]> = [
    ["placed", report.placed],
    ["paid", report.paid],
    ["completed", report.completed],
    ["open", report.open],
    ["canceled", report.canceled],
    ["canceled_expired", byReason.expired],
    ["canceled_uncollected", byReason.uncollected],
    ["canceled_customer", byReason.customer],
    ["canceled_staff", byReason.staff],
  ];
  return {
    name: `funnel-${report.period.from}-${report.period.to}`,
    columns: [
      { header: "stage", kind: "text" },
      { header: "count", kind: "count" },
      { header: "amount_pln", kind: "money" },
    ],
    rows: [...stages.map(([name, stage]) => [name, stage.orders, stage.gross]), ["refunds", report.refunds.count, report.refunds.amount]],
  };
}

const cellText = (value: string | number, kind: Kind) =>
  kind === "money" ? (Number(value) / 100).toFixed(2) : kind === "share" ? Number(value).toFixed(4) : String(value);

export function reportCsv(table: ReportTable): string {
  const lines = [
    table.columns.map((column) => column.header),
    ...table.rows.map((row) => row.map((value, i) => cellText(value, table.columns[i]?.kind ?? "text"))),
  ];
  return formatCsv(lines, { bom: true });
}

const loadExcelJs = async (): Promise<typeof ExcelJS> => (await import("exceljs")).default;
const FORMATS: Record<Kind, string> = { text: "@", count: "0", money: "#,##0.00", share: "0.0%" };

export async function reportXlsx(table: ReportTable): Promise<Uint8Array> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = "Smoke Point";
  const sheet = workbook.addWorksheet("Report", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({ header: column.header, key: column.header, width: column.kind === "text" ? 28 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    const added = sheet.addRow(row.map((value, i) => (table.columns[i]?.kind === "money" ? Number(value) / 100 : value)));
    table.columns.forEach((column, i) => {
      added.getCell(i + 1).numFmt = FORMATS[column.kind];
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
