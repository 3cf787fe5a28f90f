// The drizzle instance needs every table once; domains import only their own tables.
export * from '../alarms/alarms.schema.js';
export * from '../alarms/alarm-settings.schema.js';
export * from '../alarms/alarm-rules.schema.js';
export * from '../audit/audit.schema.js';
export * from '../auth/auth.schema.js';
export * from '../device-menu/device-menu.schema.js';
export * from '../devices/devices.schema.js';
export * from '../files/files.schema.js';
export * from '../hzatool/hzatool.schema.js';
export * from '../locations/locations.schema.js';
export * from '../mail/mail.schema.js';
export * from '../shop/shop.schema.js';
export * from '../styles/styles.schema.js';
export * from '../timeseries/timeseries.schema.js';
export * from '../units/units.schema.js';
export * from '../users/users.schema.js';
export * from '../webhooks/webhooks.schema.js';
