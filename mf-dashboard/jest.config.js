import { frontendJestConfig } from '@portal/web-kit/jest-preset';

// The portal's users and units are in Berlin (the e2e browsers too): tests see its daylight-saving
// changes, which a UTC runner would hide. Set before the workers start, which inherit it.
process.env.TZ = 'Europe/Berlin';

export default { ...frontendJestConfig, roots: ['<rootDir>/src'] };
