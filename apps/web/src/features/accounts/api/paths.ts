/** The account endpoints of spec §7. */
export const ACCOUNT_PATHS = {
  register: '/api/register/',
  token: '/api/token/',
  tokenRefresh: '/api/token/refresh/',
  tokenRevoke: '/api/token/revoke/',
  me: '/api/users/me/',
} as const;
