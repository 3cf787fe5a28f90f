import type { Language } from '@portal/contracts';

export class HelpDocumentError extends Error {
  constructor(
    readonly urls: string[],
    message: string,
  ) {
    super(message);
  }
}

/** Spec 2: the skin's document first, then the generic one, each with the language suffix. */
export function helpDocumentUrls(name: string, language: Language, bases: (string | undefined)[]): string[] {
  const suffix = language.startsWith('de') ? 'de' : 'en';
  return bases.filter((base): base is string => Boolean(base)).map((base) => `${base}${name}_${suffix}.html`);
}

export async function fetchHelpDocument(urls: string[]): Promise<string> {
  const failures: string[] = [];
  for (const url of urls) {
    try {
      const response = await fetch(url, { headers: { Accept: 'text/html' } });
      if (response.ok) return await response.text();
      failures.push(`${url}: HTTP ${response.status}`);
    } catch (error) {
      failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new HelpDocumentError(urls, failures.join('\n'));
}
