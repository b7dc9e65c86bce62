/**
 * Gift cards: issuing the cards an order bought, their ledger and balance, spending rules and
 * expiry, voiding, their recipient mails and PDF's content, and the customer's and staff's
 * lists. It owns `gift_cards` and `gift_card_ledger`; it reads the order tables through db/.
 * It may use db/, documents/, mail/ and @shop/contracts; it may not use the orders or
 * invoicing domains (orders calls it when an order is paid, refunded or cancelled).
 */
export {
  appendGiftCardLedger,
  giftCardBalance,
  isGiftCardUsable,
  ledgerSum,
  lockGiftCardByCode,
  type GiftCardRow,
} from './ledger.js';
export {
  cardsOfLine,
  checkSendOnOfNewCard,
  giftCardAttachment,
  giftCardBase,
  giftCardDocument,
  giftCardLedgerOf,
  issueGiftCardsOfOrder,
  listGiftCards,
  ownGiftCardsOf,
  type GiftCardListing,
  giftCardMailCard,
  sendDueGiftCards,
  setGiftCardRecipient,
  voidGiftCard,
  voidGiftCardsOfCancelledOrder,
  voidRefundedCards,
} from './issuing.js';
export {
  cardsToGiveBack,
  giveBackCardsOfCancelledOrder,
  giveBackToGiftCards,
  heldByOrder,
  redeemGiftCards,
  splitRefund,
} from './spending.js';
