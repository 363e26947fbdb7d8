// Validation of FA(3) invoices (and KSeF's UPO receipts) against the Ministry of Finance's official XML schemas, kept
// in ./schemas (their README says where from), with libxml2 compiled to WebAssembly (xmllint-wasm): the same
// validator the Ministry's own samples are checked with, without a native dependency.
import { readFileSync } from "node:fs";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";

const SCHEMAS = new URL("./schemas/", import.meta.url);
const read = (fileName: string): XMLFileInfo => ({ fileName, contents: readFileSync(new URL(fileName, SCHEMAS), "utf8") });

let fa3: { schema: XMLFileInfo; preload: XMLFileInfo[] } | undefined;
let upo: XMLFileInfo | undefined;

export interface XsdResult {
  valid: boolean;
  /** libxml2's messages, each with its line: "Element 'P_2': [facet 'minLength'] ..." */
  errors: string[];
}

async function validate(xml: string, schema: XMLFileInfo, preload: XMLFileInfo[]): Promise<XsdResult> {
  const result = await validateXML({ xml: [{ fileName: "document.xml", contents: xml }], schema: [schema], preload });
  return {
    valid: result.valid,
    errors: result.errors.map((error) => (error.loc ? `line ${error.loc.lineNumber}: ${error.message}` : error.message)),
  };
}

/** Checks an invoice against the FA(3) schema (version 1-0E). */
export function validateFa3(xml: string): Promise<XsdResult> {
  fa3 ??= {
    schema: read("schemat_FA3_v1-0E.xsd"),
    preload: ["StrukturyDanych_v10-0E.xsd", "ElementarneTypyDanych_v10-0E.xsd", "KodyKrajow_v10-0E.xsd"].map(read),
  };
  return validate(xml, fa3.schema, fa3.preload);
}

/** Checks KSeF's official receipt (UPO, version 4-3). */
export function validateUpo(xml: string): Promise<XsdResult> {
  upo ??= read("upo-v4-3.xsd");
  return validate(xml, upo, []);
}
