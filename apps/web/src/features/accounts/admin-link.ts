import type { UserProfile } from '@shop/contracts';

/** Spec §2: the back office lives on the backend's own origin at /admin/ (opened in a new tab). */
export const ADMIN_PANEL_PATH = '/admin/';

/** Spec §2/§6: the Admin Panel entry is for users who are both staff and superuser. */
export function canOpenAdmin(user: UserProfile | undefined): boolean {
  return Boolean(user?.is_staff && user.is_superuser);
}
