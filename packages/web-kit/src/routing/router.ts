/*
 * The router of every app, reached through web-kit (shared as one singleton) instead of sharing
 * react-router itself: a shared module is built whole, unused exports and all (react-router's data
 * routers, server rendering and cookies: ~200 kB of the startup chunk), while a module web-kit
 * imports is tree-shaken to what it re-exports here (~50 kB).
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
