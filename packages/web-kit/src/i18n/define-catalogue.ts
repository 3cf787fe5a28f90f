import type { Language } from '@portal/contracts';

// Dependency-free, so a page entry without the shared libraries (the login entry) can read the
// catalogues too: '@portal/web-kit/define-catalogue'.

export type Catalogue<K extends string = string> = Record<Language, Record<K, string>>;

/** The message ids of a catalogue (or of a union of catalogues). */
export type MessageIdOf<C> = C extends Catalogue<infer K> ? K : never;

/**
 * Declares a feature's messages. The English keys must be exactly the German ones: a missing or
 * extra key fails the type check (and `catalogueProblems` reports it at test time).
 */
export function defineCatalogue<const K extends string>(catalogue: {
  'de-de': Record<K, string>;
  'en-gb': Record<NoInfer<K>, string>;
}): Catalogue<K> {
  return catalogue;
}
