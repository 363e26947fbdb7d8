// A QR code as a small SVG document (uqr gives the module matrix; the invoices draw theirs the same way): one path of
// dark modules in a 4-module quiet zone, for an <img> of the enrolment page (no script needed).
import { encode } from "uqr";

const QUIET_ZONE = 4;

export function qrSvg(text: string): string {
  const { data, size } = encode(text, { ecc: "M", border: 0 });
  const runs: string[] = [];
  data.forEach((row, r) => {
    let run = -1;
    for (let c = 0; c <= size; c += 1) {
      const dark = c < size && row[c] === true;
      if (dark && run < 0) run = c;
      if (!dark && run >= 0) {
        runs.push(`M${run + QUIET_ZONE} ${r + QUIET_ZONE}h${c - run}v1h-${c - run}z`);
        run = -1;
      }
    }
  });
  const side = size + 2 * QUIET_ZONE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${runs.join("")}"/></svg>`
  );
}
