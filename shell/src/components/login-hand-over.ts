import type { Language } from '@portal/contracts';
import { earlyLoginId } from '@portal/contracts/frontend';
import { endEarlyParts } from './early-parts.js';

// The logged-out page comes with its login form drawn by the backend (the shell's
// src/features/auth/login-entry, rendered on the server): visible before any script, until the
// app's login page takes it over (docs/adr/0030-server-drawn-login-form.md). The form is plain HTML until then;
// this reads what the person did in it.

/** Ids of the early form's fields, the same as the app's. */
export type EarlyField = 'login-user' | 'login-password' | 'login-language';

/** What the person did in the early form before the app took over. */
export interface EarlyLoginState {
  login: string;
  password: string;
  language: Language;
  /**
   * The person picked another language than the form was drawn in. Only then does the app take it
   * over: the form's language is the one the server knew, and the app's may be newer.
   */
  languageChosen?: true;
  /** The field that had the focus, with its text selection. */
  focus?: { id: EarlyField; selection?: [number, number] };
}

const fields: readonly EarlyField[] = ['login-user', 'login-password', 'login-language'];

/** The early form's container while it stands in for the app's root. */
const earlyForm = () => document.getElementById(earlyLoginId);

const fieldOf = (container: HTMLElement, id: EarlyField) =>
  container.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`);
const valueOf = (container: HTMLElement, id: EarlyField) => fieldOf(container, id)?.value ?? '';

/**
 * The early field that had the focus when the app last looked. The app's own login field takes the
 * focus when it mounts (autoFocus), before the take-over reads it.
 */
let focused: EarlyField | undefined;

function focusedField(container: HTMLElement): EarlyField | undefined {
  const active = document.activeElement;
  if (active && container.contains(active)) focused = fields.find((field) => field === active.id);
  else if (!active || active === document.body) focused = undefined;
  return focused;
}

/** The early form's state while it is drawn (the app's login page starts from it). */
export function earlyLoginState(): EarlyLoginState | undefined {
  const container = earlyForm();
  if (!container) return undefined;
  const language = valueOf(container, 'login-language') === 'en-gb' ? 'en-gb' : 'de-de';
  const state: EarlyLoginState = {
    // The app's field keeps logins in lower case as they are typed.
    login: valueOf(container, 'login-user').toLowerCase(),
    password: valueOf(container, 'login-password'),
    language,
    ...(language === container.dataset['language'] ? {} : { languageChosen: true as const }),
  };
  const id = focusedField(container);
  const field = id && fieldOf(container, id);
  if (!id || !field) return state;
  const selection: [number, number] | undefined =
    !(field instanceof HTMLInputElement) || field.selectionStart === null
      ? undefined
      : [field.selectionStart, field.selectionEnd ?? field.selectionStart];
  return { ...state, focus: { id, ...(selection ? { selection } : {}) } };
}

/**
 * Ends the early form (once): its last state, or undefined when there was none. The app calls it
 * when its login page is in the DOM, before the browser paints, so nothing flickers.
 */
export function takeOverEarlyLogin(): EarlyLoginState | undefined {
  const state = earlyLoginState();
  endEarlyParts();
  return state;
}
