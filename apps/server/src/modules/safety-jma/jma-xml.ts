import { XMLParser } from "fast-xml-parser";

// The one XML reader of the JMA documents and feed. JMA's XML never uses a DTD, so a document that
// declares one is refused before parsing (no external entities, no entity bombs), and entity
// processing is off. Values are kept as text: "04" is a prefecture code, not the number 4.

export class JmaXmlError extends Error {}

/** Elements that repeat in JMA documents and the Atom feed: always arrays, even with one child. */
const REPEATED = new Set([
  "entry",
  "link",
  "Information",
  "Item",
  "Area",
  "Pref",
  "City",
  "IntensityStation",
  "Kind",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => REPEATED.has(name),
});

export type XmlNode = Record<string, unknown>;

export function parseXml(text: string): XmlNode {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text))
    throw new JmaXmlError("DTD を含む XML は読み込みません");
  try {
    return parser.parse(text, true) as XmlNode;
  } catch (err) {
    throw new JmaXmlError(`XML を読み取れません: ${(err as Error).message.slice(0, 200)}`);
  }
}

/** A child element (the first when repeated). */
export function child(node: unknown, name: string): XmlNode | undefined {
  if (!node || typeof node !== "object") return undefined;
  const value = (node as XmlNode)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === "object" ? (first as XmlNode) : undefined;
}

/** Every child element of that name. */
export function children(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== "object") return [];
  const value = (node as XmlNode)[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((v) => (v && typeof v === "object" ? (v as XmlNode) : { "#text": v }));
}

/** The text of a child element (attributes aside), trimmed; null when absent or empty. */
export function text(node: unknown, name: string): string | null {
  if (!node || typeof node !== "object") return null;
  const raw = (node as XmlNode)[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null) return null;
  const s = typeof value === "object" ? (value as XmlNode)["#text"] : value;
  if (s === undefined || s === null) return null;
  const trimmed = String(s).trim();
  return trimmed === "" ? null : trimmed;
}

export function attr(node: unknown, name: string): string | null {
  if (!node || typeof node !== "object") return null;
  const value = (node as XmlNode)[`@${name}`];
  return typeof value === "string" ? value : null;
}
