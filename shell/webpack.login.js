import { createServerModuleConfig } from '@portal/web-kit/webpack';

// The logged-out page's login form, drawn by the backend with React's server renderer
// (docs/adr/0030-server-drawn-login-form.md).
export default createServerModuleConfig({
  dirname: import.meta.dirname,
  name: 'login-page',
  entry: './src/features/auth/login-entry/render.tsx',
});
