/** The account endpoints of spec §7, and the password reset of issue 8. */
export const ACCOUNT_PATHS = {
  register: '/api/register/',
  token: '/api/token/',
  tokenRefresh: '/api/token/refresh/',
  tokenRevoke: '/api/token/revoke/',
  me: '/api/users/me/',
  myDataExport: '/api/users/me/export/',
  passwordReset: '/api/password-reset/',
  passwordResetConfirm: '/api/password-reset/confirm/',
  emailChangeConfirm: '/api/email-change/confirm/',
} as const;
