// The async boundary: shared singletons are negotiated before bootstrap runs.
void import('./bootstrap');
