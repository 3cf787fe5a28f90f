export { BalancePage } from '../features/balance/components/lazy-balance-page.js';
export { DashboardPage } from '../features/dashboard/components/dashboard-page.js';
export { DataPage } from '../features/data-page/components/data-page.js';
export { DebugPage } from '../features/debug/components/debug-page.js';
export { ErrorsPage } from '../features/errors/components/errors-page.js';
export { RuntimePage as ChartsPage } from '../features/runtime/components/runtime-page.js';
export { SettingsPage } from '../features/settings/components/settings-page.js';
