// The units a browser session connected live in its session, so every backend instance (and a
// reconnecting websocket) knows which values that session may receive.
declare module 'express-session' {
  interface SessionData {
    connectedUnits?: string[];
    /** Last 3-digit counter handed out for a request with parameters. */
    requestCounter?: number;
  }
}

export {};
