import type { AddressData } from '@portal/contracts';

// The one address-data dialog lives in the shell (its account feature); remotes that need an address
// before going on (the shop's checkout) open it through web-kit, so there is no second form to keep.

/** What the dialog starts with where the saved address has nothing (what the portal knows already). */
export type AddressPrefill = Partial<Record<keyof AddressData, string>>;

type AddressDialogOpener = (prefill?: AddressPrefill) => Promise<boolean>;

let opener: AddressDialogOpener | undefined;

/** The shell's opener, given once at start. */
export function provideAddressDialog(open: AddressDialogOpener): void {
  opener = open;
}

/** Opens the address-data dialog over the current page; resolves true once the address is saved. */
export function openAddressDialog(prefill?: AddressPrefill): Promise<boolean> {
  if (!opener) return Promise.reject(new Error('no address dialog provided (the shell gives it at start)'));
  return opener(prefill);
}
