/** Full-page navigations (logout, single sign-on); an object so component tests can observe them. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
