import type { SkinTheme } from '@portal/contracts';

export const theme: SkinTheme = {
  name: 'none',
  label: 'Unit Portal',
  cssVariables: {
    '--bs-primary': '#4a6fa5',
    '--bs-primary-rgb': '74, 111, 165',
    '--bs-primary-text-emphasis': '#1e2c42',
    '--bs-primary-bg-subtle': '#dbe2ed',
    '--bs-primary-border-subtle': '#b7c5db',
    '--bs-link-color': '#3b5984',
    '--bs-link-color-rgb': '59, 89, 132',
    '--bs-link-hover-color': '#2c4363',
    '--bs-link-hover-color-rgb': '44, 67, 99',
    '--bs-focus-ring-color': 'rgba(74, 111, 165, 0.25)',
    '--bs-body-font-family':
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    '--bs-body-color': '#212529',
    '--bs-body-bg': '#ffffff',
    '--bs-border-radius': '0.375rem',
    '--bs-border-radius-sm': '0.25rem',
    '--bs-border-radius-lg': '0.5rem',
    '--portal-primary-hover': '#3b5984',
    '--portal-on-primary': '#ffffff',
    '--portal-header-bg': '#495057',
    '--portal-header-color': '#ffffff',
    '--portal-sidebar-bg': '#f1f3f5',
    '--portal-sidebar-color': '#343a40',
    '--portal-sidebar-active-bg': '#dbe2ed',
    '--portal-sidebar-active-color': '#1e2c42',
    '--portal-accent': '#4a6fa5',
    '--portal-footer-bg': '#f8f9fa',
    '--portal-footer-color': '#565e64',
  },
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 40" width="150" height="40" role="img" aria-label="Unit Portal"><path d="M17 4 31 12v16l-14 8-14-8V12z" fill="#4a6fa5"/><path d="M17 12v16M10 16l7 4 7-4" fill="none" stroke="#fff" stroke-width="2"/><text x="38" y="26" font-family="Arial, sans-serif" font-size="17" font-weight="600" fill="#495057">Unit Portal</text></svg>',
  helpBase: '/skins/none/docs/',
};
