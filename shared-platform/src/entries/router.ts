// @nyaya/shared-platform/router: the routing API of the platform, for the shell, every remote,
// dev hosts and tests (docs/adr/0009). One shared singleton entry, so the page has one router
// and one router context; and only these exports of react-router-dom are bundled, where sharing
// react-router-dom itself would ship the whole package, data router included, to every first
// paint. An app that needs more of react-router-dom adds it here, as a minor release.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type BrowserRouterProps,
  type LinkProps,
  type Location,
  type MemoryRouterProps,
  type NavigateFunction,
  type NavigateProps,
  type NavLinkProps,
  type Params,
  type RouteProps,
  type SetURLSearchParams,
  type To,
  type URLSearchParamsInit,
} from 'react-router-dom';
export { ROUTER_FUTURE_FLAGS } from '../providers/routerFuture';
