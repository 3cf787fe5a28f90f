import { readFileSync, statSync } from 'node:fs';

/**
 * A file read again only when it changed, so a new build (or a stylesheet an operator edited) is
 * served without a restart. A missing or unreadable file reads as undefined.
 */
export class FreshFile<T> {
  private cached: { mtimeMs: number; value: T } | undefined;

  constructor(
    private readonly file: string,
    private readonly parse: (text: string) => T,
  ) {}

  read(): T | undefined {
    try {
      const { mtimeMs } = statSync(this.file);
      if (this.cached?.mtimeMs !== mtimeMs)
        this.cached = { mtimeMs, value: this.parse(readFileSync(this.file, 'utf8')) };
      return this.cached.value;
    } catch {
      this.cached = undefined;
      return undefined;
    }
  }
}
