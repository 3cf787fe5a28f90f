/**
 * What the front ends use before a form opens, without zod (ADR 0007): the federation contract (with
 * which remote shows a page), the REST calls' methods and paths, and the message texts. The schemas come from the package's root.
 */
export * from './endpoint-routes.js';
export * from './accessor-kinds.js';
export * from './fleet-rules.js';
export * from './errors.js';
export * from './federation.js';
export * from './remote-pages.js';
export * from './serial.js';
// The chart windows' bounds, which the date pickers keep to (the API refuses what lies outside).
export { momentBounds } from './portal-clock.js';
export { isManufacturerStaff } from './roles.js';
