import { frontendJestConfig } from './build/jest-preset.js';

export default { ...frontendJestConfig, roots: ['<rootDir>/src', '<rootDir>/build'] };
