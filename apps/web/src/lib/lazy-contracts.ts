/**
 * What code that every page loads (the store's slices, the API's endpoints) uses from
 * @shop/contracts at run time beyond plain constants: the answer schemas. Those contracts
 * modules build zod schemas, so importing them statically would put zod (about 25 KB
 * compressed) before the first render. Only `lib/api-client.ts` imports this module, and
 * only dynamically (`loadLazyContracts`), so it loads while the first request that needs it
 * is under way.
 */
export {
  backInStockRequestSchema,
  backInStockResponseSchema,
  cartSchema,
  checkoutSessionResultSchema,
  deliveryMethodListSchema,
  deliveryRatesSchema,
  emailChangeConfirmResponseSchema,
  loginResponseSchema,
  productListItemSchema,
  productDetailSchema,
  productListSchema,
  productSuggestionsSchema,
  profileUpdateResponseSchema,
  publicSettingsSchema,
  tokenPairSchema,
  userProfileSchema,
} from '@shop/contracts';
