import preset from '../../jest-node-preset.js';

// The tests start the built backend (backend/dist/main.js) with the demo world and simulated units.
export default { ...preset, testTimeout: 120_000 };
