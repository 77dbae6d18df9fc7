/** Accounts' sign-up, sign-in, e-mail links and Google sign-in: routes for the app to mount. */
export { googleRoutes } from './google/routes.ts';
export { authRoutes } from './routes.ts';
export { captchaRoutes } from './captcha-routes.ts';
