// No shared modules here: the entry uses this module before the shared chunks have arrived.
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Registers one remote by its manifest URL (relative ones resolve against the page); force replaces a cached entry. */
export function registerRemote(name: string, entry: string, force = false): void {
  registerRemotes([{ name, entry: new URL(entry, location.href).href }], { force });
}

/** The federation name of a skin's style remote. */
export const skinRemote = (skin: string) => `skin_${skin}`;

/** The header's alarm bell (mf-fleet's exposed component), in the frame of every logged-in page. */
export const alarmBell = 'mf_fleet/alarm-bell';
