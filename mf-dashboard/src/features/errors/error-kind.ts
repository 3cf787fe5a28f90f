import type { CanipError } from '@portal/contracts';

// Spec 3 "Error entry": the first letter of codeText sets the icon: H notice, A warning, E error.
// The catalogue knows more (issue 40, 33): a due check such as A650 is maintenance, not a fault.

export type ErrorLevel = 'notice' | 'maintenance' | 'warning' | 'error' | 'other';

/** The level of a code text by its first letter, for entries the catalogue does not know. */
export function errorLevel(codeText: string): ErrorLevel {
  switch (codeText.trim().charAt(0).toUpperCase()) {
    case 'H':
      return 'notice';
    case 'A':
      return 'warning';
    case 'E':
      return 'error';
    default:
      return 'other';
  }
}

/** Bootstrap icon classes per level. */
export const levelIcon: Record<ErrorLevel, string> = {
  notice: 'bi bi-info-circle-fill text-info',
  maintenance: 'bi bi-wrench-adjustable-circle-fill text-info',
  warning: 'bi bi-exclamation-triangle-fill text-warning',
  error: 'bi bi-x-octagon-fill text-danger',
  other: 'bi bi-question-circle-fill text-secondary',
};

/** The badge colour of an active entry: only a fault is red. */
export const levelVariant: Record<ErrorLevel, string> = {
  notice: 'info',
  maintenance: 'info',
  warning: 'warning',
  error: 'danger',
  other: 'secondary',
};

/** Badge colours light enough to need dark text. */
export const lightBadges: ReadonlySet<string> = new Set(['info', 'warning']);

/** Worst first: the colour of a list's count is that of its worst entry. */
const severity: readonly ErrorLevel[] = ['error', 'warning', 'maintenance', 'notice', 'other'];
export function worstLevel(levels: Iterable<ErrorLevel>): ErrorLevel | null {
  const present = new Set(levels);
  return severity.find((level) => present.has(level)) ?? null;
}

/** Active errors first, each group newest first. */
export function sortErrors(errors: readonly CanipError[]): CanipError[] {
  return [...errors].sort(
    (a, b) => Number(b.currentError) - Number(a.currentError) || b.timestamp - a.timestamp,
  );
}

/** A stable key of an entry (the same code may recur on a board at other times). */
export function errorKey(error: CanipError): string {
  return `${error.boardName}|${error.errorCode.category}|${error.errorCode.code}|${error.timestamp}|${error.currentError}`;
}

/** An age in milliseconds as a (negative) amount and unit for formatRelativeTime. */
export function relativeAge(ms: number): [number, 'second' | 'minute' | 'hour' | 'day'] {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return [-seconds, 'second'];
  if (seconds < 3600) return [-Math.floor(seconds / 60), 'minute'];
  if (seconds < 86_400) return [-Math.floor(seconds / 3600), 'hour'];
  return [-Math.floor(seconds / 86_400), 'day'];
}

/** The text of a failed call: the server's message (already in the user's language), else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
