// Screens outside the default layout: sign-in and the pages shown before or instead of the portal.
// A new screen: one `page(...)` entry here and its path in config/paths.ts; a screen that uses the
// query cache goes in `publicQueryRoutes` (inside the query layer), the others in `signInRoutes`.
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { page } from '../lazy-screen.ts';

export const signInRoutes: RouteObject[] = [
  page(paths.login, () => import('../../features/login/LoginPage.tsx'), 'LoginPage'),
  page(paths.mobileInit, () => import('../../features/mobile-init/MobileInitPage.tsx'), 'MobileInitPage'),
  page(
    paths.cookieReject,
    () => import('../../features/cookie-reject/CookieRejectPage.tsx'),
    'CookieRejectPage',
  ),
  page(
    paths.noPermission,
    () => import('../../features/no-permission/NoPermissionPage.tsx'),
    'NoPermissionPage',
  ),
];

export const publicQueryRoutes: RouteObject[] = [
  page(
    paths.accountSetup,
    () => import('../../features/account-setup/AccountSetupPage.tsx'),
    'AccountSetupPage',
  ),
  page(
    paths.forgotPassword,
    () => import('../../features/forgot-password/ForgotPasswordPage.tsx'),
    'ForgotPasswordPage',
  ),
];
