import type { HzaApplication, HzaSummary } from '@portal/contracts';
import { summarize } from './calculations.js';

// Investment aid is offset against full relief until it is used up (§53a(8)), so what a year may
// still offset depends on the years before it. The years prepared in the tool are summarised in
// order, each with what the years before it used; the user's own figure (aidOffsetEarlierCents)
// stands for the years before the tool.

export interface SavedYear {
  year: number;
  application: HzaApplication;
}

export interface YearOffset {
  year: number;
  offsetCents: number;
}

/** The aid each saved year before `year` offset, oldest first, with the years before it counted. */
export function earlierAidOffsets(year: number, saved: readonly SavedYear[]): YearOffset[] {
  return summarizeInOrder(saved.filter((row) => row.year < year)).map(({ year: savedYear, summary }) => ({
    year: savedYear,
    offsetCents: summary.full?.aidOffsetCents ?? 0,
  }));
}

/** Every saved year with its summary, oldest first, each with the aid the years before it offset. */
export function summarizeInOrder(saved: readonly SavedYear[]): (SavedYear & { summary: HzaSummary })[] {
  let offsetSoFar = 0;
  return [...saved]
    .sort((a, b) => a.year - b.year)
    .map(({ year, application }) => {
      const summary = summarize(year, application, offsetSoFar);
      offsetSoFar += summary.full?.aidOffsetCents ?? 0;
      return { year, application, summary };
    });
}

/** The offsets of earlier years in the tool, added up. */
export const offsetTotal = (years: readonly YearOffset[]) =>
  years.reduce((sum, entry) => sum + entry.offsetCents, 0);
