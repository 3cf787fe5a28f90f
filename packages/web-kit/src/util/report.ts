/** True in development builds and in tests; webpack replaces NODE_ENV with 'production' in builds. */
export const inDevelopment = process.env.NODE_ENV !== 'production';

/** Tells the developer about data the portal ignored; production stays quiet. */
export function reportInDevelopment(what: string, details: unknown): void {
  if (inDevelopment) console.warn(what, details);
}
