import { startEarly } from './app/early-start.js';

// Init and the skin download beside the shared chunks instead of after them.
startEarly();
// The async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap.js');
