/** The public face of the accounts module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { accountsAdminRoutes } from './admin-routes';
export { PHONE_MESSAGES } from './messages';
export { hashPassword } from './password';
export { accountsRoutes } from './routes';
export { EmailSchema, NameSchema, NewPasswordSchema } from './schema';
export { authTokens, users } from './table';
export {
  consume,
  countHit,
  type Limit,
  refund as giveBackAttempts,
  setAccountIpLimitsScale,
} from './throttle';
