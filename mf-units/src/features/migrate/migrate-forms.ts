import { migrateRequestSchema } from '@portal/contracts';
import { logoutUrl } from '@portal/web-kit';

/** The three kinds of migration the contract's union accepts, in its order (spec 7 info/migrate). */
export const [emailMigrationSchema, oldUnitMigrationSchema, externUnitMigrationSchema] =
  migrateRequestSchema.options;

/** Spec 5: submit only when the e-mail is valid and equal to the repeated one. */
export function emailMigrationReady(email: string, emailRepeat: string): boolean {
  return emailMigrationSchema.safeParse({ email, emailRepeat }).success;
}

/** Spec 5: an external unit needs serial and plz before it can be sent (the rest is checked then). */
export function externUnitReady(serial: string, plz: string): boolean {
  return serial.trim() !== '' && plz.trim() !== '';
}

/** Spec 8 'Migration' and 9: the e-mail migration logs out after 10 s (or when its dialog closes). */
export const migrationLogoutMs = 10_000;

/** Spec 2: the logout after migration lands on /loggedout, like every logout. */
export const logoutAfterMigrationUrl = logoutUrl();
