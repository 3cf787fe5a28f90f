import { createAppConfig } from '@portal/web-kit/webpack';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'mf_shop',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx', './location-services': './src/location-services.tsx' },
  devPort: 3004,
});
