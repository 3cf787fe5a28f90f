/** Whose units a socket hears: its user, narrowed to a personal access token's units. */
export interface SocketUser {
  id: number;
  roles: readonly string[];
  unitLimit?: { serials: string[]; locations: string[] };
}

/**
 * Which of the units a session connected its user may still hear when a socket opens: a consent
 * taken back, or a partner link ended, while the session had no socket open reaches no socket to
 * close. The domain that decides unit access (above live) provides this.
 */
export abstract class SocketUnits {
  abstract stillAllowed(user: SocketUser, sns: readonly string[]): Promise<string[]>;
}
