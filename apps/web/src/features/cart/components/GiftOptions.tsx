import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanPlainText, GIFT_MESSAGE_MAX_LENGTH, graphemeLength } from '@shop/contracts';
import { formatPrice } from '../../../lib/format';
import { useSettings } from '../../content';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useSetCartGiftMutation } from '../api/cart-api';
import {
  giftMessageKept,
  selectCartLoadingBesidesGift,
  selectKeptGiftMessage,
} from '../cart-slice';
import { useCart } from '../hooks/use-cart';

/** Characters as the server counts them: graphemes of the cleaned text (ADR 0018). */
function messageLength(text: string): number {
  const cleaned = cleanPlainText(text, { multiline: true });
  return graphemeLength(cleaned.ok ? cleaned.text : text);
}

/**
 * "This is a gift": a message for the card and gift wrapping at the price staff set (issue 17).
 * Each change is saved at once (the message when the box is left), and the server's cart,
 * total included, is what shows. The boxes do not wait for a gift save under way (saves go in
 * order), so the tap that leaves the message ticks the wrapping; an unticked gift keeps its
 * message here, for the box ticked again (issue 31).
 */
export function GiftOptions() {
  const { t } = useTranslation();
  const { cart, error, language } = useCart();
  const loading = useAppSelector(selectCartLoadingBesidesGift);
  const keptMessage = useAppSelector(selectKeptGiftMessage);
  const dispatch = useAppDispatch();
  const saved = cart.gift;
  const [setCartGift] = useSetCartGiftMutation();
  // A ticked box shows ticked at once; the server's answer then replaces it (or puts it back).
  const [pending, setPending] = useState<{ is_gift?: boolean; wrapping?: boolean } | null>(null);
  // The ticks show until the last save under way has answered, not only the first.
  const savesUnderWay = useRef(0);
  const gift = { ...saved, ...pending };
  const settings = useSettings();
  // What is being typed; null once saved, when the server's cleaned text shows.
  const [draft, setDraft] = useState<string | null>(null);
  const message = draft ?? saved.message;
  const ids = { gift: useId(), message: useId(), counter: useId(), wrapping: useId() };

  const length = messageLength(message);
  const tooLong = length > GIFT_MESSAGE_MAX_LENGTH;
  const fieldError = error?.action === 'gift' ? error.fields.message?.[0] : undefined;
  const save = async (change: { is_gift?: boolean; wrapping?: boolean; message?: string }) => {
    const { message: _message, ...boxes } = change;
    // A save made while another is on its way keeps that one's ticks showing.
    setPending((current) => ({ ...current, ...boxes }));
    savesUnderWay.current += 1;
    const result = await setCartGift({
      language,
      is_gift: change.is_gift ?? gift.is_gift,
      message: change.message ?? saved.message,
      wrapping: change.wrapping ?? gift.wrapping,
    });
    savesUnderWay.current -= 1;
    if (savesUnderWay.current === 0) setPending(null);
    return result;
  };
  /** Unticked, the message typed is kept for a tick again; ticked, it comes back. */
  const chooseGift = (isGift: boolean) => {
    if (!isGift) {
      dispatch(giftMessageKept(message));
      setDraft(null);
      return void save({ is_gift: false });
    }
    const comeBack = keptMessage ?? '';
    dispatch(giftMessageKept(null));
    // It shows at once; too long to save, it stays there to be shortened and goes unsaved.
    if (comeBack !== '') setDraft(comeBack);
    if (messageLength(comeBack) > GIFT_MESSAGE_MAX_LENGTH) return void save({ is_gift: true });
    void save({ is_gift: true, message: comeBack }).then((result) => {
      if (!result.error) setDraft((current) => (current === comeBack ? null : current));
    });
  };
  /** Saves the typed message; it stays in the box, unsaved, when the server refuses it. */
  const saveDraft = async () => {
    if (tooLong || draft === null) return;
    if (draft === saved.message) return setDraft(null);
    const result = await save({ message: draft });
    if (!result.error) setDraft(null);
  };
  const price =
    settings.status === 'loaded'
      ? formatPrice(settings.settings.gift_wrapping.price, language)
      : null;

  return (
    <section
      aria-labelledby={`${ids.gift}-heading`}
      data-testid="gift-options"
      className="mt-6 rounded-2xl border border-cream-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${ids.gift}-heading`} className="sr-only">
        {t('cart.gift.heading')}
      </h2>
      <div className="flex items-center gap-3">
        <input
          id={ids.gift}
          type="checkbox"
          className="size-5 accent-clay-600"
          checked={gift.is_gift}
          disabled={loading}
          onChange={(event) => chooseGift(event.target.checked)}
        />
        <label htmlFor={ids.gift} className="font-medium text-ink-900">
          {t('cart.gift.isGift')}
        </label>
      </div>
      {gift.is_gift ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-ink-700">{t('cart.gift.recipientHint')}</p>
          <div>
            <label htmlFor={ids.message} className="font-medium text-ink-900">
              {t('cart.gift.message')}
            </label>
            <textarea
              id={ids.message}
              rows={4}
              value={message}
              aria-describedby={ids.counter}
              aria-invalid={tooLong || fieldError !== undefined}
              className="mt-1.5 block w-full rounded-xl border border-cream-300 bg-white px-4 py-2.5 text-base text-ink-900 focus:border-clay-600 focus:outline-2 focus:outline-offset-1 focus:outline-clay-600 aria-[invalid=true]:border-clay-700"
              onChange={(event) => setDraft(event.target.value)}
              onBlur={() => void saveDraft()}
            />
            <p
              id={ids.counter}
              data-testid="gift-message-counter"
              className={`mt-1 text-sm ${tooLong ? 'font-medium text-clay-700' : 'text-ink-600'}`}
            >
              {tooLong
                ? t('cart.gift.tooLong', { max: GIFT_MESSAGE_MAX_LENGTH })
                : t('cart.gift.counter', { count: length, max: GIFT_MESSAGE_MAX_LENGTH })}
            </p>
            {fieldError ? (
              <p role="alert" className="mt-1 text-sm font-medium text-clay-700">
                {fieldError}
              </p>
            ) : null}
          </div>
          <div className="flex items-center gap-3">
            <input
              id={ids.wrapping}
              type="checkbox"
              className="size-5 accent-clay-600"
              checked={gift.wrapping}
              disabled={loading}
              onChange={(event) =>
                void save({
                  wrapping: event.target.checked,
                  message: tooLong ? saved.message : message,
                })
              }
            />
            <label htmlFor={ids.wrapping} className="text-ink-900">
              {price ? t('cart.gift.wrappingWithPrice', { price }) : t('cart.gift.wrapping')}
            </label>
          </div>
        </div>
      ) : null}
    </section>
  );
}
