import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  GIFT_CARD_RECIPIENT_FIELDS,
  GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH,
  GIFT_MESSAGE_MAX_LENGTH,
  giftCardRecipientInputSchema,
  brusselsDay,
  SHOP_TIME_ZONE,
  type GiftCardRecipientField,
  type GiftCardRecipientInput,
  type OwnGiftCard,
} from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { failureOf } from '../../../lib/api';
import { describeApiFailure, fieldText } from '../../../lib/api-failure';
import { formatPrice } from '../../../lib/format';
import {
  useCancelGiftCardRecipientMutation,
  useGetMyGiftCardsQuery,
  useSetGiftCardRecipientMutation,
} from '../api/gift-cards';

const DATE_LOCALES = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE' } as const;

function useDayText() {
  const { language } = useLanguage();
  return (value: string) =>
    new Intl.DateTimeFormat(DATE_LOCALES[language], {
      dateStyle: 'long',
      timeZone: value.length === 10 ? 'UTC' : SHOP_TIME_ZONE,
    }).format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}

const inputClasses =
  'mt-1 block w-full rounded-xl border border-ink-300 bg-white px-3.5 py-2 text-base text-ink-900 focus:border-clay-600 focus:outline-2 focus:outline-offset-0 focus:outline-clay-600 aria-[invalid=true]:border-clay-700';

/** The form that mails a card to its recipient on a chosen day (or changes that). */
function RecipientForm({ card, onDone }: { card: OwnGiftCard; onDone: () => void }) {
  const { t } = useTranslation();
  const [save] = useSetGiftCardRecipientMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const today = brusselsDay(new Date());
  const lastDay = brusselsDay(new Date(new Date(card.expires_at).getTime() - 86_400_000));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GiftCardRecipientInput>({
    resolver: zodResolver(giftCardRecipientInputSchema),
    defaultValues: {
      email: card.recipient?.email ?? '',
      name: card.recipient?.name ?? '',
      message: card.message,
      send_on: card.recipient?.send_on ?? today,
    },
  });
  const errorText = (
    field: GiftCardRecipientField,
    error: FieldError | undefined,
  ): string | null => {
    if (!error?.message) return error ? t('validation.textRequired') : null;
    if (error.type === 'server') return error.message;
    return t(`validation.${error.message}`, {
      max: field === 'name' ? GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH : GIFT_MESSAGE_MAX_LENGTH,
      defaultValue: error.message,
    });
  };
  const onSubmit = handleSubmit(async (recipient) => {
    setFailure(null);
    const result = await save({ id: card.id, recipient });
    if (!result.error) {
      onDone();
      return;
    }
    const described = failureOf(result.error) ?? describeApiFailure(null);
    let fieldFound = false;
    for (const field of GIFT_CARD_RECIPIENT_FIELDS) {
      const text = fieldText(described, field);
      if (text) {
        fieldFound = true;
        setError(field, { type: 'server', message: text });
      }
    }
    if (!fieldFound) setFailure(described.message ?? t('giftCards.error'));
  });
  const field = (name: GiftCardRecipientField) => {
    const text = errorText(name, errors[name]);
    const id = `gift-card-${card.id}-${name}`;
    return {
      input: {
        id,
        'aria-invalid': text ? true : undefined,
        'aria-describedby': text ? `${id}-error` : undefined,
        ...register(name),
      },
      error: text ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-clay-800">
          {text}
        </p>
      ) : null,
    };
  };
  const email = field('email');
  const name = field('name');
  const message = field('message');
  const sendOn = field('send_on');
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-3">
      <div>
        <label htmlFor={email.input.id} className="text-sm font-medium text-ink-900">
          {t('giftCards.form.email')}
        </label>
        <input type="email" autoComplete="off" className={inputClasses} {...email.input} />
        {email.error}
      </div>
      <div>
        <label htmlFor={name.input.id} className="text-sm font-medium text-ink-900">
          {t('giftCards.form.name')}
        </label>
        <input type="text" autoComplete="off" className={inputClasses} {...name.input} />
        {name.error}
      </div>
      <div>
        <label htmlFor={message.input.id} className="text-sm font-medium text-ink-900">
          {t('giftCards.form.message')}
        </label>
        <textarea rows={3} className={inputClasses} {...message.input} />
        {message.error}
      </div>
      <div>
        <label htmlFor={sendOn.input.id} className="text-sm font-medium text-ink-900">
          {t('giftCards.form.sendOn')}
        </label>
        <input type="date" min={today} max={lastDay} className={inputClasses} {...sendOn.input} />
        {sendOn.error}
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-clay-800">
          {failure}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {t('giftCards.form.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('giftCards.form.close')}
        </Button>
      </div>
    </form>
  );
}

function GiftCardItem({ card }: { card: OwnGiftCard }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const day = useDayText();
  const [editing, setEditing] = useState(false);
  const [cancel, cancelState] = useCancelGiftCardRecipientMutation();
  const recipient = card.recipient;
  const canSend = card.status === 'active' && !recipient?.sent_at;
  return (
    <li className="rounded-2xl border border-cream-200 bg-white p-6" aria-label={card.code}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="font-mono text-lg font-semibold tracking-wider text-ink-900">{card.code}</p>
        <p className="text-sm font-medium text-ink-700">{t(`giftCards.status.${card.status}`)}</p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600">{t('giftCards.value')}</dt>
        <dd className="whitespace-nowrap text-ink-900">{formatPrice(card.value, language)}</dd>
        <dt className="text-ink-600">{t('giftCards.balance')}</dt>
        <dd className="whitespace-nowrap font-semibold text-ink-900">
          {formatPrice(card.balance, language)}
        </dd>
        <dt className="text-ink-600">{t('giftCards.validUntil')}</dt>
        <dd className="text-ink-900">{day(card.expires_at)}</dd>
      </dl>
      {recipient ? (
        <p className="mt-3 text-sm text-ink-700">
          {recipient.sent_at
            ? t('giftCards.recipient.sent', {
                email: recipient.email,
                date: day(recipient.sent_at),
              })
            : t('giftCards.recipient.scheduled', {
                email: recipient.email,
                date: day(recipient.send_on),
              })}
        </p>
      ) : null}
      {canSend && !editing ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setEditing(true)}>
            {recipient ? t('giftCards.recipient.change') : t('giftCards.recipient.send')}
          </Button>
          {recipient ? (
            <Button
              variant="outline"
              disabled={cancelState.isLoading}
              onClick={() => void cancel({ id: card.id })}
            >
              {t('giftCards.recipient.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {editing ? <RecipientForm card={card} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

/**
 * My account's "My gift cards" (issue 17): each money gift card bought, with its code, value,
 * balance, last day and state, and the form that mails it to someone on a chosen day.
 */
export function MyGiftCards() {
  const { t } = useTranslation();
  const cards = useGetMyGiftCardsQuery();
  if (cards.isError) {
    return (
      <section aria-labelledby="my-gift-cards" className="mt-16">
        <h2 id="my-gift-cards" className="text-2xl font-semibold text-ink-900">
          {t('giftCards.title')}
        </h2>
        <p role="alert" className="mt-4 text-ink-700">
          {t('giftCards.error')}
        </p>
      </section>
    );
  }
  if (!cards.data || cards.data.results.length === 0) return null;
  return (
    <section aria-labelledby="my-gift-cards" className="mt-16">
      <h2 id="my-gift-cards" className="text-2xl font-semibold text-ink-900">
        {t('giftCards.title')}
      </h2>
      <p className="mt-2 text-ink-700">{t('giftCards.lead')}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.data.results.map((card) => (
          <GiftCardItem key={card.id} card={card} />
        ))}
      </ul>
    </section>
  );
}
