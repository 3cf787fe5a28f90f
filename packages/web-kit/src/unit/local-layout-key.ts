/**
 * Local layout settings (spec 3: removed items and groups, widget sizes) are kept in localStorage
 * under this prefix; the dashboard writes them, the debug sidebar's 'reset layout' clears them.
 */
export const layoutStoragePrefix = 'portal.layout.';
