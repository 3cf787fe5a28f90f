import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// findBy/waitFor give up after 1 s by default. Under CI the two cores run several jest workers at
// once, and a lazily loaded part (charts, date picker) can take longer than that to appear; an
// expectation that never comes true still fails, only later.
configure({ asyncUtilTimeout: 5000 });
