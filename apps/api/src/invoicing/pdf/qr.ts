// The KOD I QR code drawn as vector squares (uqr gives the module matrix), its label beneath: the KSeF number, or
// "OFFLINE" while the invoice has none yet (kody-qr.md, "Oznaczenie pod kodem QR").
import { encode } from "uqr";
import { INK, type Sheet } from "./sheet";

/** Side of one module, points: a version 6-7 code (a verification link) is about 100 points, 35 mm. */
const MODULE = 2.25;
/** The white margin ISO/IEC 18004 asks around a code, in modules. */
const QUIET_ZONE = 4;

/** Draws the code with its top left at (x, y), its quiet zone outside; returns the side of the code. */
function drawQr(sheet: Sheet, text: string, x: number, y: number): number {
  const { data, size } = encode(text, { ecc: "M", border: 0 });
  const pdf = sheet.pdf;
  data.forEach((row, r) => {
    // One rectangle per run of dark modules in a row.
    let run = -1;
    for (let c = 0; c <= size; c += 1) {
      const dark = c < size && row[c] === true;
      if (dark && run < 0) run = c;
      if (!dark && run >= 0) {
        pdf.rect(x + run * MODULE, y + r * MODULE, (c - run) * MODULE, MODULE);
        run = -1;
      }
    }
  });
  pdf.fillColor(INK).fill();
  return size * MODULE;
}

/** The code in its quiet zone, its label centred beneath; returns the zone's side and the height taken. */
export function drawLabelledQr(sheet: Sheet, url: string, label: string, x: number, y: number): { side: number; height: number } {
  const side = drawQr(sheet, url, x + QUIET_ZONE * MODULE, y + QUIET_ZONE * MODULE);
  const outer = side + 2 * QUIET_ZONE * MODULE;
  // A click on the code opens the link too.
  sheet.pdf.link(x, y, outer, outer, url);
  sheet.line(label, x - 20, y + outer, outer + 40, { size: 6.5, bold: true, align: "center" });
  return { side: outer, height: outer + 9 };
}
