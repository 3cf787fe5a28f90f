const { createAppConfig } = require('@portal/web-kit/webpack');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'mf_dashboard',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3002,
});
