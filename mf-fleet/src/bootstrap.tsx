import { renderStandalone } from '@portal/web-kit';
import { routes } from './routes';

// Only `webpack serve` loads this entry (standalone development); the portal's shell loads ./routes.
renderStandalone('mf_fleet', routes);
