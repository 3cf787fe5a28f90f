// The async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap.js');
