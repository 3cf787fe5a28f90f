/** UTF-8 byte length without TextEncoder/Buffer, which the browser-free build's lib does not declare. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}
