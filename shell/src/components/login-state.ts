/** Where the login page returns to, and whether the session ran out (spec 8: 401 → /login). */
export interface LoginState {
  from?: string;
  expired?: boolean;
}
