import { frontendJestConfig } from '@portal/web-kit/jest-preset';

export default { ...frontendJestConfig, roots: ['<rootDir>/src'] };
