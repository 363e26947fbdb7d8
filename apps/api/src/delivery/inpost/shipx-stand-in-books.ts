// The ShipX stand-in's checks and papers, without I/O: what ShipX refuses in a new shipment (its validation_failed
// answer, field by field) and a small valid PDF label.
export type Json = Record<string, unknown>;

export interface StandInShipment {
  id: number;
  status: string;
  trackingNumber: string | null;
  service: string;
  reference: string | null;
  receiver: Json;
  parcels: Json[];
  customAttributes: Json;
  createdAt: Date;
  updatedAt: Date;
}

export interface Answer {
  status: number;
  body: unknown;
}

const SERVICES = ["inpost_locker_standard", "inpost_courier_standard"];
const TEMPLATES = ["small", "medium", "large"];

/** ShipX's error body. */
export const shipxError = (status: number, error: string, message: string, details: unknown = {}): Answer => ({
  status,
  body: { status, error, message, details },
});

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** What ShipX would refuse in a new shipment, as its `details` (a field's error keys; nested forms as a list of maps). */
export function shipmentProblems(body: Json): Json | null {
  const details: Json = {};
  const service = text(body.service);
  if (!SERVICES.includes(service)) details.service = [service ? "invalid" : "required"];
  const locker = service === "inpost_locker_standard";
  const receiver = isObject(body.receiver) ? body.receiver : null;
  if (!receiver) details.receiver = ["required"];
  else {
    const problems = receiverProblems(receiver, locker);
    if (Object.keys(problems).length) details.receiver = [problems];
  }
  const parcels = Array.isArray(body.parcels) ? body.parcels : [];
  if (parcels.length === 0) details.parcels = ["required"];
  const parcelProblems = parcels.map((parcel) => (isObject(parcel) ? parcelProblemsOf(parcel, locker) : { parcel: ["invalid"] }));
  if (parcelProblems.some((p) => Object.keys(p).length)) details.parcels = parcelProblems;
  const attributes = isObject(body.custom_attributes) ? body.custom_attributes : {};
  const point = text(attributes.target_point);
  if (locker && !point) details.custom_attributes = [{ target_point: ["required"] }];
  else if (locker && !/^[A-Z]{3}[0-9]{2,4}[A-Z]{0,3}$/.test(point)) details.custom_attributes = [{ target_point: ["does_not_exist"] }];
  const reference = body.reference;
  if (reference !== undefined && (typeof reference !== "string" || reference.length < 3 || reference.length > 100))
    details.reference = ["invalid"];
  return Object.keys(details).length ? details : null;
}

function receiverProblems(receiver: Json, locker: boolean): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (!/^[0-9]{9}$/.test(text(receiver.phone))) problems.phone = [text(receiver.phone) ? "invalid" : "required"];
  const email = text(receiver.email);
  if (email ? !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) : locker) problems.email = [email ? "invalid" : "required"];
  if (!locker) {
    for (const name of ["first_name", "last_name"]) if (!text(receiver[name])) problems[name] = ["required"];
    const address = isObject(receiver.address) ? receiver.address : null;
    if (!address) problems.address = ["required"];
    else {
      for (const name of ["street", "building_number", "city", "country_code"])
        if (!text(address[name])) problems[`address.${name}`] = ["required"];
      if (!/^[0-9]{2}-[0-9]{3}$/.test(text(address.post_code))) problems["address.post_code"] = ["invalid_format"];
    }
  }
  return problems;
}

function parcelProblemsOf(parcel: Json, locker: boolean): Record<string, string[]> {
  if (locker) return TEMPLATES.includes(text(parcel.template)) ? {} : { template: [parcel.template ? "invalid" : "required"] };
  if (parcel.template) return { template: ["invalid"] };
  return isObject(parcel.dimensions) && isObject(parcel.weight) ? {} : { dimensions: ["required"], weight: ["required"] };
}

/** A parcel's tracking number in InPost's shape: 24 digits, from its shipment id. */
export const trackingNumberOf = (id: number) => `62${String(id).padStart(22, "0")}`;

/** ShipX's JSON of a shipment (the fields the shop reads, and a few more). */
export function shipmentJson(shipment: StandInShipment, baseUrl: string): Json {
  return {
    href: `${baseUrl}/v1/shipments/${shipment.id}`,
    id: shipment.id,
    status: shipment.status,
    tracking_number: shipment.trackingNumber,
    service: shipment.service,
    reference: shipment.reference,
    receiver: shipment.receiver,
    parcels: shipment.parcels,
    custom_attributes: shipment.customAttributes,
    created_at: shipment.createdAt.toISOString(),
    updated_at: shipment.updatedAt.toISOString(),
  };
}

/** A one-page PDF (A6 or A4) with the label's lines in Helvetica; only ASCII letters are kept. */
export function labelPdf(lines: string[], type: "A6" | "normal"): Buffer {
  const [width, height] = type === "A6" ? [298, 420] : [595, 842];
  const pdfText = (line: string) => line.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`);
  const content = lines.map((line, i) => `BT /F1 12 Tf 24 ${height - 48 - i * 20} Td (${pdfText(line)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
