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
      const type = response.headers.get('content-type') ?? '';
      // The SPA fallback answers unknown paths with the shell page; only a real document counts.
      if (response.ok && type.includes('text/html')) {
        const html = await response.text();
        if (!/<div id="root"|<!doctype/i.test(html)) return html;
      }
      failures.push(`${url}: HTTP ${response.status}`);
    } catch (error) {
      failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new HelpDocumentError(urls, failures.join('\n'));
}
