import { createServerModuleConfig } from '@portal/web-kit/webpack';

// Modules the backend runs with React's server renderer: the logged-out page's login form
// (docs/adr/0030-server-drawn-login-form.md) and a logged-in page's frame (docs/adr/0032-server-drawn-frame.md).
export default createServerModuleConfig({
  dirname: import.meta.dirname,
  entries: {
    'login-page': './src/features/auth/login-entry/render.tsx',
    'portal-frame': './src/app/frame-entry/render.tsx',
  },
});
