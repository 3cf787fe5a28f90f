import type { SkinTheme } from '@portal/contracts';
// The look is data (theme.json): the build also emits it as theme.css and theme.json beside
// remoteEntry.js, for the login entry that draws the form before the federation runtime loads.
import look from './theme.json';

export const theme: SkinTheme = { ...look, name: 'remeha' };
