import type { LocationEntry, UnitListEntry } from '@portal/contracts';
import type { UserRules } from '../../components/user-rules.js';

/** What the rows of the start page can do; built once by the page and passed down. */
export interface RowActions {
  rules: UserRules;
  /** 'Needs attention first' is on: each row says why it is listed. */
  attentionFirst: boolean;
  /** Serials this browser has connected. */
  connected: ReadonlySet<string>;
  connect: (unit: UnitListEntry, newWindow: boolean) => void;
  editLocation: (location: LocationEntry) => void;
  createLocation: (unit: UnitListEntry) => void;
  deleteUnit: (unit: UnitListEntry) => void;
  impersonate: (login: string) => void;
  loadMore: (location: LocationEntry) => Promise<void>;
}

/** A unit as a row's cell or a tile shows it, with its location where no heading names it. */
export interface UnitViewProps {
  unit: UnitListEntry;
  location: LocationEntry | undefined;
  actions: RowActions;
  withLocation: boolean;
}
