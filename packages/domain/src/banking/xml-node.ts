/**
 * Reading fast-xml-parser's tree of a camt file: an element is a string (text only), an object (children,
 * attributes as `@name`, text as `#text`) or, for the names parsed as lists, an array.
 */
export type XmlNode = unknown;

function isObject(node: XmlNode): node is Record<string, unknown> {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

/** The element at the path of child names (the first of a list on the way). */
export function at(node: XmlNode, ...path: string[]): XmlNode {
  let current = node;
  for (const name of path) {
    const here = Array.isArray(current) ? current[0] : current;
    if (!isObject(here) || !Object.hasOwn(here, name)) return undefined;
    current = here[name];
  }
  return current;
}

/** The elements at the path, as a list (none, one or several). */
export function all(node: XmlNode, ...path: string[]): XmlNode[] {
  const found = at(node, ...path);
  if (found === undefined) return [];
  return Array.isArray(found) ? found : [found];
}

/** The text of the element at the path, or null. */
export function text(node: XmlNode, ...path: string[]): string | null {
  const found = at(node, ...path);
  const element = Array.isArray(found) ? found[0] : found;
  if (typeof element === 'string') return element;
  if (isObject(element) && typeof element['#text'] === 'string') return element['#text'];
  return null;
}

/** An attribute of the element at the path. */
export function attribute(node: XmlNode, name: string, ...path: string[]): string | null {
  const found = at(node, ...path);
  const element = Array.isArray(found) ? found[0] : found;
  const value = isObject(element) ? element[`@${name}`] : undefined;
  return typeof value === 'string' ? value : null;
}

/** The first text found of several paths (camt.053.001.02 and .08 name some things differently). */
export function firstText(node: XmlNode, ...paths: string[][]): string | null {
  for (const path of paths) {
    const found = text(node, ...path);
    if (found !== null && found.trim() !== '') return found;
  }
  return null;
}
