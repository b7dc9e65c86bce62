/**
 * The recipient's fields of a money gift card in the order the forms show them (adding a card on
 * the product page, My gift cards). Without zod, like text-rules.ts: the product page uses it
 * before zod is loaded; gift-cards.ts checks that it names exactly the schema's fields.
 */
export const GIFT_CARD_RECIPIENT_FIELDS = ['email', 'name', 'message', 'send_on'] as const;
export type GiftCardRecipientField = (typeof GIFT_CARD_RECIPIENT_FIELDS)[number];
