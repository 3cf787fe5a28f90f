import { describeTimeseries } from './timeseries.cases.spec.js';
import { dropServerDatabase, freshServerDatabase } from './harness.js';

// Only the services suite (TEST_DATABASE_URL set) runs this file: the time-series cases against
// the PostgreSQL server. On embedded PGlite the unit project runs them (src/timeseries/).
describeTimeseries({ label: 'a PostgreSQL server', create: freshServerDatabase, drop: dropServerDatabase });
