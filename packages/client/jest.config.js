// The tests start the built backend (backend/dist/main.js) with the demo world and simulated units.
export { default } from '../../jest-node-preset.js';
