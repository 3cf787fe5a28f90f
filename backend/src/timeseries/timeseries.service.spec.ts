import { describeTimeseries } from '../../test/timeseries.cases.spec.js';

// Embedded PGlite in a temporary directory; test/timeseries.api.spec.ts runs the same cases on a server.
describeTimeseries({
  label: 'embedded PGlite',
  create: () => Promise.resolve(undefined),
  drop: () => Promise.resolve(),
});
