// Checks the hzatool's XML against its published XSD with libxml2, for the tests (unit and e2e).

import { readFileSync } from 'node:fs';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';

const xsd = readFileSync(
  new URL('../../../../docs/hzatool/hzatool-application.xsd', import.meta.url),
  'utf8',
);

/** libxml2's verdict: null when valid, else its message. */
export function xsdErrors(xml: string): string | null {
  const schemaDoc = XmlDocument.fromString(xsd);
  const validator = XsdValidator.fromDoc(schemaDoc);
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return null;
  } catch (error) {
    return String(error);
  } finally {
    doc.dispose();
    validator.dispose();
    schemaDoc.dispose();
  }
}

/** The text of every node an XPath finds (`h:` is the hzatool namespace), read back by libxml2. */
export function xmlValues(xml: string, xpath: string): string[] {
  const doc = XmlDocument.fromString(xml);
  try {
    return doc.root.find(xpath, { h: 'urn:unit-portal:hzatool:application' }).map((node) => node.content);
  } finally {
    doc.dispose();
  }
}
