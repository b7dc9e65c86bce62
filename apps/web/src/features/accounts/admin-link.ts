/** Spec §2: the back office lives on the backend's own origin at /admin/ (opened in a new tab). */
export const ADMIN_PANEL_PATH = '/admin/';
