/**
 * Full-page navigations (reload after impersonation, logout, a dashboard in a new window); an
 * object so component tests can observe them instead of jsdom navigating.
 */
export const browserPage = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  open(url: string, name: string): void {
    window.open(url, name);
  },
};
