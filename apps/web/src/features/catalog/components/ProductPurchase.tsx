import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  brusselsDay,
  cleanPlainText,
  graphemeLength,
  type GiftCardRecipientInput,
  type LinePhotoInput,
  type PersonalizationSettings,
} from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import {
  GiftCardRecipientFields,
  recipientErrorsOf,
  type RecipientDraft,
} from './GiftCardRecipientFields';
import { NotifyWhenAvailable } from './NotifyWhenAvailable';
import { MIN_QUANTITY, QuantityStepper } from './QuantityStepper';
import { PhotoField } from './PhotoField';
import type { PhotoChoice } from '../photo/use-photo-choice';

/** What the product, the quantity and the personalisation text are, for a buying button. */
export interface PurchaseRequest {
  productId: number;
  /** The chosen combination of a product with options (ADR 0080); absent for one without. */
  variantId?: number;
  quantity: number;
  /** Trimmed; empty when the product has none or the optional field was left empty. */
  personalization: string;
  /** A money gift card mailed to someone on a day once paid (issue 31); absent: kept. */
  giftCardRecipient?: GiftCardRecipientInput;
  /** The customer's uploaded photo and where it sits (issue 29); absent: none. */
  photo?: LinePhotoInput;
}

/** The photo control of a product that takes one, and the photo chosen (ProductPage's). */
export interface PurchasePhoto {
  required: boolean;
  choice: PhotoChoice;
  onChoose: (file: File | null) => void;
  onSignIn: () => void;
  /** The uploaded photo with its placement; null until uploaded. */
  input: LinePhotoInput | null;
}

/** How a buying action ended, so the buttons can tell the shopper. */
export interface PurchaseOutcome {
  ok: boolean;
  /** A message about the personalisation text, shown under its field. */
  personalizationError?: string;
  /** A message about the photo, shown beside its control. */
  photoError?: string;
  /** Any other failure, shown under the buttons. */
  message?: string;
  /** Messages about the gift card recipient's fields, by field. */
  fields?: Record<string, string | undefined>;
}

export interface PurchaseHandlers {
  /** SEAM (cart issue): adds to the cart; signed-out visitors get the login panel. */
  onAddToCart?: (request: PurchaseRequest) => Promise<PurchaseOutcome>;
  /** SEAM (cart issue): adds, then opens /cart (spec §2 "Buy Now"). */
  onBuyNow?: (request: PurchaseRequest) => Promise<PurchaseOutcome>;
}

/** The length the server will count: the cleaned text (NFC, trimmed), in graphemes. */
export function personalizationLength(text: string): number {
  const cleaned = cleanPlainText(text);
  return graphemeLength(cleaned.ok ? cleaned.text : text);
}

/**
 * The personalisation text ('Name to engrave'), when the product has one: a required text
 * blocks the buying buttons until it is filled in. The counter counts characters as people see
 * them, as the server does ("👨‍👩‍👧" is one); no `maxLength` on the input, which would count
 * UTF-16 units and cut an emoji in half.
 */
export function PersonalizationField({
  settings,
  value,
  onChange,
  error,
}: {
  settings: PersonalizationSettings;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const required = settings.mode === 'required';
  const label = settings.label || t('product.personalization.defaultLabel');
  const length = personalizationLength(value);
  const tooLong = length > settings.max_length;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink-900">
        {label}{' '}
        <span className="text-sm font-normal text-ink-600">
          {required ? t('product.personalization.required') : t('product.personalization.optional')}
        </span>
      </label>
      <input
        id={id}
        type="text"
        data-testid="personalization-input"
        value={value}
        required={required}
        aria-invalid={error || tooLong ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        className="mt-2 h-11 w-full rounded-xl border border-cream-300 bg-white px-4 text-base text-ink-900 focus:outline-2 focus:-outline-offset-2 focus:outline-clay-600 aria-invalid:border-red-600"
      />
      <p id={`${id}-hint`} className="mt-1 flex justify-between gap-3 text-sm text-ink-600">
        <span>{required ? t('product.personalization.hint') : ''}</span>
        <span
          aria-live="polite"
          data-testid="personalization-counter"
          className={tooLong ? 'font-medium text-red-700' : undefined}
        >
          {t('product.personalization.counter', { length, max: settings.max_length })}
        </span>
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Quantity stepper, the personalisation field and the buying buttons (spec §2). While an add
 * is under way the buttons say they wait (aria-disabled) without being disabled, which would
 * take the focus away from the button just pressed (issue 31: focus stays where it was). An
 * unavailable product offers "Notify When Available" instead (issue 8). A buying button whose
 * action is not provided by the page stays disabled.
 */
export function ProductPurchase({
  productId,
  productSlug,
  isAvailable,
  personalization,
  isGiftCard = false,
  variantId = null,
  chooseFirst = null,
  photo = null,
  onTextChange,
  onAddToCart,
  onBuyNow,
}: PurchaseHandlers & {
  productId: number;
  productSlug: string;
  /** The product's, or the chosen variant's when it has options. */
  isAvailable: boolean;
  /** The chosen variant of a product with options; null while not every option is chosen. */
  variantId?: number | null;
  /** The option still to choose before buying (the buttons say so); null: nothing left. */
  chooseFirst?: string | null;
  personalization: PersonalizationSettings;
  /** A money gift card: its recipient can be given with the add. */
  isGiftCard?: boolean;
  /** The photo control, for a product that takes a photo. */
  photo?: PurchasePhoto | null;
  /** Told the personalisation text as it is typed (the photo's preview draws it). */
  onTextChange?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [text, setText] = useState('');
  // Only a gift card's recipient asks for a day: the first Brussels day loads the time zone's
  // data, a long piece of the take-over on a phone (ADR 0104), which other products skip.
  const today = isGiftCard ? brusselsDay(new Date()) : '';
  const [recipient, setRecipient] = useState<RecipientDraft>({
    send: false,
    recipient: { email: '', name: '', message: '', send_on: today },
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<(PurchaseOutcome & { added?: boolean }) | null>(null);

  if (!isAvailable) {
    return (
      <NotifyWhenAvailable
        key={variantId ?? 'product'}
        productSlug={productSlug}
        variantId={variantId}
      />
    );
  }

  const hasField = personalization.mode !== 'none';
  const missingText = personalization.mode === 'required' && text.trim() === '';
  const tooLong = hasField && personalizationLength(text) > personalization.max_length;
  const missingPhoto = photo !== null && photo.required && photo.input === null;
  // A photo chosen but not uploaded yet (signing in, on its way) would be left off the line.
  const photoPending = photo?.choice.step === 'signIn' || photo?.choice.step === 'uploading';
  const blocked = missingText || tooLong || chooseFirst !== null || missingPhoto || photoPending;
  const chooseLabel = chooseFirst
    ? t('product.variants.chooseFirst', { option: chooseFirst.toLocaleLowerCase() })
    : missingPhoto
      ? t('product.photo.chooseFirst')
      : null;

  async function run(
    handler: ((request: PurchaseRequest) => Promise<PurchaseOutcome>) | undefined,
    showAdded: boolean,
  ) {
    if (!handler || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await handler({
        productId,
        ...(variantId === null ? {} : { variantId }),
        quantity,
        personalization: hasField ? text.trim() : '',
        ...(isGiftCard && recipient.send ? { giftCardRecipient: recipient.recipient } : {}),
        ...(photo?.input ? { photo: photo.input } : {}),
      });
      setOutcome({ ...result, added: result.ok && showAdded });
      if (result.ok && showAdded) {
        setText('');
        onTextChange?.('');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      {photo ? (
        <PhotoField
          required={photo.required}
          choice={photo.choice}
          onChoose={(file) => {
            photo.onChoose(file);
            if (outcome?.photoError) setOutcome(null);
          }}
          onSignIn={photo.onSignIn}
          missing={missingPhoto && chooseFirst === null}
          error={outcome?.photoError}
        />
      ) : null}
      {hasField ? (
        <PersonalizationField
          settings={personalization}
          value={text}
          onChange={(value) => {
            setText(value);
            onTextChange?.(value);
            if (outcome?.personalizationError) setOutcome(null);
          }}
          error={outcome?.personalizationError}
        />
      ) : null}
      {isGiftCard ? (
        <GiftCardRecipientFields
          draft={recipient}
          onChange={setRecipient}
          errors={recipientErrorsOf(outcome?.fields)}
          today={today}
        />
      ) : null}
      <QuantityStepper value={quantity} onChange={setQuantity} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          className="sm:flex-1"
          data-testid="add-to-cart"
          disabled={!onAddToCart || blocked}
          aria-disabled={busy || undefined}
          onClick={() => void run(onAddToCart, true)}
        >
          {chooseLabel ?? t('product.addToCart')}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="sm:flex-1"
          data-testid="buy-now"
          disabled={!onBuyNow || blocked}
          aria-disabled={busy || undefined}
          onClick={() => void run(onBuyNow, false)}
        >
          {t('product.buyNow')}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome?.added ? (
          <p data-testid="added-to-cart" className="font-medium text-green-700">
            {t('product.addedToCart')}
          </p>
        ) : outcome?.message ? (
          <p role="alert" className="font-medium text-red-700">
            {outcome.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
