import type { InitResponse, Language } from '@portal/contracts';

// The login entry (src/login-entry) draws the logged-out page's login form before the app has
// loaded; the app's login page then takes it over (docs/adr/0028-login-entry.md). This is the
// contract between the two bundles, which share no module instance: a property of the window.

/** Ids of the early form's fields, the same as the app's. */
export type EarlyField = 'login-user' | 'login-password' | 'login-language';

/** What the person did in the early form before the app took over. */
export interface EarlyLoginState {
  login: string;
  password: string;
  language: Language;
  /**
   * The person picked the language in the early form. Only then does the app take it over: the
   * early form's language was read from storage when its script started, and storage may have
   * changed since (another tab, the app's own choice).
   */
  languageChosen?: true;
  /** The field that had the focus, with its text selection. */
  focus?: { id: EarlyField; selection?: [number, number] };
  /** A click (or Enter) the early form could not yet carry out. */
  pending?: 'submit' | 'forgot';
}

export interface LoginEntry {
  /** The init answer the entry asked for (the app uses it instead of asking again). */
  init: Promise<InitResponse | undefined>;
  /** Whether the entry drew the form (then the app's root stays hidden until the take-over). */
  drawn: boolean;
  /** The form's state now. */
  state(): EarlyLoginState;
  /** Removes the early form and shows the app's root. */
  end(): void;
}

declare global {
  interface Window {
    portalLoginEntry?: LoginEntry;
  }
}

/** The init answer the login entry asked for, if the page has one. */
export function loginEntryInit(): Promise<InitResponse | undefined> | undefined {
  return window.portalLoginEntry?.init;
}

/** The early form's state while it is drawn (the app's login page starts from it). */
export function earlyLoginState(): EarlyLoginState | undefined {
  const entry = window.portalLoginEntry;
  return entry?.drawn ? entry.state() : undefined;
}

/**
 * Ends the early form (once): its last state, or undefined when there was none. The app calls it
 * when its login page is in the DOM, before the browser paints, so nothing flickers.
 */
export function takeOverEarlyLogin(): EarlyLoginState | undefined {
  const entry = window.portalLoginEntry;
  if (!entry?.drawn) return undefined;
  const state = entry.state();
  entry.end();
  return state;
}
