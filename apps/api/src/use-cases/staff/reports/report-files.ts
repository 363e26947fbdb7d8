// Every report as a file (issue 36): CSV (RFC 4180, UTF-8 with a byte order mark so that spreadsheets read the
// names right) and XLSX (exceljs, docs/adr/0023), with the same figures as the page. Money in złoty with two decimals
// (numbers in the XLSX, "123.45" in the CSV), counts as whole numbers, shares as fractions; headers are stable
// machine names, the same in every language, so that an accountant's sheet that reads them keeps working.
import type { BreakdownReport, SalesFiguresView, SalesReport } from "@shop/contracts";
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
