import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GIFT_CARD_RECIPIENT_FIELDS,
  type GiftCardRecipientField,
  type GiftCardRecipientInput,
} from '@shop/contracts';

/** The recipient's fields as typed, and whether the card goes to them. */
export interface RecipientDraft {
  send: boolean;
  recipient: Required<GiftCardRecipientInput>;
}

const inputClasses =
  'mt-1 block h-11 w-full rounded-xl border border-cream-300 bg-white px-4 text-base text-ink-900 focus:outline-2 focus:-outline-offset-2 focus:outline-clay-600 aria-invalid:border-red-600';

/**
 * A money gift card's recipient, given when adding it (issue 31): ticked, the card is mailed to
 * them on the chosen day once paid, as if chosen in My gift cards afterwards, where it stays
 * changeable. Unticked, the buyer keeps the card. The server checks the fields and says what is
 * wrong beside each.
 */
export function GiftCardRecipientFields({
  draft,
  onChange,
  errors,
  today,
}: {
  draft: RecipientDraft;
  onChange: (draft: RecipientDraft) => void;
  errors: Partial<Record<GiftCardRecipientField, string>>;
  /** The first day a card can be mailed: today in Brussels. */
  today: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (field: GiftCardRecipientField, value: string) =>
    onChange({ ...draft, recipient: { ...draft.recipient, [field]: value } });
  const input = (field: GiftCardRecipientField) => ({
    id: `${id}-${field}`,
    value: draft.recipient[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const error = (field: GiftCardRecipientField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const labels: Record<GiftCardRecipientField, string> = {
    email: t('giftCards.form.email'),
    name: t('giftCards.form.name'),
    message: t('giftCards.form.message'),
    send_on: t('giftCards.form.sendOn'),
  };
  return (
    <fieldset className="space-y-3" data-testid="gift-card-recipient">
      <label className="flex items-center gap-3 font-medium text-ink-900">
        <input
          type="checkbox"
          className="size-5 accent-clay-600"
          checked={draft.send}
          onChange={(event) => onChange({ ...draft, send: event.target.checked })}
        />
        {t('giftCards.recipient.send')}
      </label>
      {draft.send ? (
        <div className="grid gap-3">
          {GIFT_CARD_RECIPIENT_FIELDS.map((field) => (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-ink-900">
                {labels[field]}
              </label>
              {field === 'message' ? (
                <textarea rows={3} className={`${inputClasses} h-auto py-2`} {...input(field)} />
              ) : (
                <input
                  type={field === 'email' ? 'email' : field === 'send_on' ? 'date' : 'text'}
                  autoComplete="off"
                  {...(field === 'send_on' ? { min: today } : {})}
                  className={inputClasses}
                  {...input(field)}
                />
              )}
              {error(field)}
            </div>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The fields a refusal names, as the recipient's fields show them. */
export function recipientErrorsOf(
  fields: Record<string, string | undefined> | undefined,
): Partial<Record<GiftCardRecipientField, string>> {
  const found: Partial<Record<GiftCardRecipientField, string>> = {};
  for (const field of GIFT_CARD_RECIPIENT_FIELDS) {
    const text = fields?.[field];
    if (text) found[field] = text;
  }
  return found;
}
