import { type CampaignRequest, campaignLimits, commandLimits } from '@portal/contracts';
import { type WriteErrorKey, findKind, validateWrite } from '@portal/unit-catalog';

/** One value of the form: a data point of the chosen kind and the value as typed. */
export interface ValueDraft {
  key: string;
  value: string;
}

/** The form's fields as typed (numbers as text, so a half-typed one stays as it is). */
export interface CampaignDraft {
  name: string;
  /** The kind whose data points are offered (and checked against). */
  kind: string;
  values: ValueDraft[];
  kinds: string[];
  firmware: string;
  postcode: string;
  partnerId: string;
  serials: string;
  stages: string[];
  pauseMinutes: string;
  queueOffline: boolean;
  expiresInHours: number;
}

export const emptyDraft: CampaignDraft = {
  name: '',
  kind: '',
  values: [{ key: '', value: '' }],
  kinds: [],
  firmware: '',
  postcode: '',
  partnerId: '',
  serials: '',
  stages: ['1', '10', '100'],
  pauseMinutes: String(campaignLimits.pauseMinutes.default),
  queueOffline: true,
  expiresInHours: commandLimits.expiryHours.default,
};

export type DraftProblem =
  | 'required'
  | 'number'
  | 'duplicate'
  | 'stages'
  | 'pause'
  | 'postcode'
  | 'partnerId'
  | 'serials'
  | WriteErrorKey;

/** Problems by field; values by row as `value.<row>` (the data point) and `amount.<row>`. */
export type DraftProblems = Partial<Record<string, DraftProblem>>;

/** A number as people type it here: '55', '-2,5' or '2.5'; undefined when it is none. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

const wholeNumber = (text: string) => {
  const number = parseNumber(text);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
};

/** The serials as listed: separated by commas, spaces or lines. */
export function serialsOf(text: string): string[] {
  return text.split(/[\s,;]+/).filter((serial) => serial !== '');
}

function valueProblems(draft: CampaignDraft): DraftProblems {
  const problems: DraftProblems = {};
  const kind = findKind(draft.kind);
  if (!kind) problems.kind = 'required';
  draft.values.forEach(({ key, value }, row) => {
    const number = parseNumber(value);
    if (key === '') problems[`value.${row}`] = 'required';
    else if (draft.values.findIndex((other) => other.key === key) !== row)
      problems[`value.${row}`] = 'duplicate';
    if (value.trim() === '') problems[`amount.${row}`] = 'required';
    else if (number === undefined) problems[`amount.${row}`] = 'number';
    // The catalogue's own check, as the server and the units make it (limits, type, choices).
    else if (kind && key !== '') {
      const refused = validateWrite(kind, key, number);
      if (refused) problems[`amount.${row}`] = refused;
    }
  });
  return problems;
}

function rolloutProblems(draft: CampaignDraft): DraftProblems {
  const problems: DraftProblems = {};
  const stages = draft.stages.map(wholeNumber);
  const rising = stages.every(
    (stage, i) => stage !== undefined && stage >= 1 && stage <= 100 && (i === 0 || stage > stages[i - 1]!),
  );
  if (!rising || stages.at(-1) !== 100 || stages.length > campaignLimits.stages) problems.stages = 'stages';
  const pause = wholeNumber(draft.pauseMinutes);
  if (
    pause === undefined ||
    pause < campaignLimits.pauseMinutes.min ||
    pause > campaignLimits.pauseMinutes.max
  )
    problems.pauseMinutes = 'pause';
  return problems;
}

function filterProblems(draft: CampaignDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (!/^\d{0,5}$/.test(draft.postcode.trim())) problems.postcode = 'postcode';
  const partner = wholeNumber(draft.partnerId);
  if (draft.partnerId.trim() !== '' && (partner === undefined || partner < 1))
    problems.partnerId = 'partnerId';
  if (serialsOf(draft.serials).length > campaignLimits.serials) problems.serials = 'serials';
  return problems;
}

/** What is wrong with each field, checked as the server would before anything is sent. */
export function problemsOf(draft: CampaignDraft): DraftProblems {
  return {
    ...(draft.name.trim() === '' ? { name: 'required' as const } : {}),
    ...valueProblems(draft),
    ...filterProblems(draft),
    ...rolloutProblems(draft),
  };
}

/** The request a valid draft makes (dry run and start send the same). */
export function requestOf(draft: CampaignDraft): CampaignRequest {
  return {
    name: draft.name.trim(),
    values: Object.fromEntries(draft.values.map(({ key, value }) => [key, parseNumber(value) ?? 0])),
    filter: {
      productGroups: draft.kinds,
      firmware: draft.firmware.trim(),
      postcode: draft.postcode.trim(),
      partnerId: draft.partnerId.trim() === '' ? null : (wholeNumber(draft.partnerId) ?? null),
      serials: serialsOf(draft.serials),
    },
    stages: draft.stages.map((stage) => wholeNumber(stage) ?? 0),
    pauseMinutes: wholeNumber(draft.pauseMinutes) ?? 0,
    queueOffline: draft.queueOffline,
    expiresInHours: draft.expiresInHours,
  };
}

/** A new kind drops the data points of the old one (they may not exist there). */
export function withKind(draft: CampaignDraft, kind: string): CampaignDraft {
  if (kind === draft.kind) return draft;
  return {
    ...draft,
    kind,
    values: [{ key: '', value: '' }],
    // The kind the values are for is the natural first filter; other kinds may be added.
    kinds: draft.kinds.length === 0 && kind !== '' ? [kind] : draft.kinds,
  };
}
