/*
 * The router of every app, reached through web-kit (shared as one singleton) instead of sharing
 * react-router itself: a shared module is built whole, unused exports and all (react-router's data
 * routers, server rendering and cookies: ~190 kB of the startup chunk), while of a module web-kit
 * imports only what it re-exports here is kept by the builds' SWC minifier (~40 kB; ADR 0031).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
