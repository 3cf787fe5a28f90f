import { createAppConfig } from '@portal/web-kit/webpack';

export default createAppConfig({ dirname: import.meta.dirname, name: 'shell', kind: 'host', devPort: 3000 });
