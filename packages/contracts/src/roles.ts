/*
 * Rules about who may do what that hold no schema, so a browser bundle can import them
 * (`@shop/contracts/roles`) without zod: the admin panel checks them on its first screen.
 */

/** Accounts that may open the admin panel (spec §2: both flags). */
export function isShopAdmin(user: { is_staff: boolean; is_superuser: boolean }): boolean {
  return user.is_staff && user.is_superuser;
}
