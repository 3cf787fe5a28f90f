import { createAppConfig } from '@portal/web-kit/webpack';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'skin_none',
  kind: 'style',
  exposes: { './theme': './src/theme.ts' },
});
