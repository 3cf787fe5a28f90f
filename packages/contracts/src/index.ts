export * from './api.js';
export * from './errors.js';
export * from './fields.js';
export * from './info.js';
export * from './locations.js';
export * from './openapi.js';
export * from './password.js';
export * from './roles.js';
