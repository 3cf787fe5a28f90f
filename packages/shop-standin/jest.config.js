export { default } from '../../jest-node-preset.js';
