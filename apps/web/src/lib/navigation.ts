// Navigation from outside React (alerts, the API client): the router registers itself here.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

/** The previous tracked page, for "back" buttons (portal-spec §4). */
let previousPage: string | null = null;
let currentPage: string | null = null;
export function rememberPage(path: string): void {
  if (path === currentPage) return;
  previousPage = currentPage;
  currentPage = path;
}
export const getPreviousPage = () => previousPage;
