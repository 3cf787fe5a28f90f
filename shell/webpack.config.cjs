const { createAppConfig } = require('@portal/web-kit/webpack');

module.exports = createAppConfig({ dirname: __dirname, name: 'shell', kind: 'host', devPort: 3000 });
