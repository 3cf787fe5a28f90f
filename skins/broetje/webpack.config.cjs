const { createAppConfig } = require('@portal/web-kit/webpack');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'skin_broetje',
  kind: 'style',
  exposes: { './theme': './src/theme.ts' },
});
