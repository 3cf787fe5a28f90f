import { createAppConfig } from '@portal/web-kit/webpack';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'mf_fleet',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx', './alarm-bell': './src/alarm-bell.tsx' },
  devPort: 3006,
});
