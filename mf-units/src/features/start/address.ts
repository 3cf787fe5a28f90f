/** 'Lindenweg 12a, 97421 Schweinfurt' from whatever parts are filled. */
export function addressOf(parts: {
  strasse?: string | null;
  hausnummer?: string | null;
  plz?: string | null;
  ort?: string | null;
}): string {
  const street = [parts.strasse, parts.hausnummer].filter(Boolean).join(' ');
  const city = [parts.plz, parts.ort].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}
