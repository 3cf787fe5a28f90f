import { createPageEntryConfig } from '@portal/web-kit/webpack';

// The logged-out page's first script: React and the login form, before the federation runtime
// (docs/adr/0028-login-entry.md). Built after the app (whose build empties dist/).
export default createPageEntryConfig({
  dirname: import.meta.dirname,
  name: 'login',
  entry: './src/features/auth/login-entry/index.tsx',
  folder: 'early',
});
