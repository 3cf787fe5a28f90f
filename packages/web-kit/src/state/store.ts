import { createStore } from 'jotai';

/**
 * The one jotai store of the portal. web-kit is a federation singleton, so the shell and every
 * remote share it; the shell passes it to <Provider store>.
 */
export const portalStore = createStore();
