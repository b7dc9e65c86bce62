import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { loadPhotoEditor, type PhotoChoice } from '../photo/use-photo-choice';

/** What the file input offers; HEIC is converted by the server (ADR 0096). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * "Add your photo" (issue 29): a native file input, so it works before the page is taken over
 * (a photo chosen then is picked up once it is), with the upload's state beside it. Errors are
 * an alert beside the field, which stays usable; a photo with too few pixels is a warning only.
 */
export function PhotoField({
  required,
  choice,
  onChoose,
  onSignIn,
  missing,
  error,
}: {
  required: boolean;
  choice: PhotoChoice;
  onChoose: (file: File | null) => void;
  onSignIn: () => void;
  /** A required photo not yet there while the shopper tries to buy. */
  missing: boolean;
  /** The add's refusal of the photo. */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // A photo chosen before the take-over is in the input already: the browser keeps it.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) onChoose(early);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failure =
    error ??
    (choice.step === 'failed' && choice.failure
      ? (choice.failure.message ??
        t(choice.failure.reason === 'tooLarge' ? 'photoEditor.tooLarge' : 'photoEditor.failed'))
      : undefined);
  const alert = failure;

  return (
    <div aria-busy={choice.step === 'uploading' || undefined}>
      <label htmlFor={id} className="block font-medium text-ink-900">
        {t('product.photo.label')}{' '}
        <span className="text-sm font-normal text-ink-600">
          {required ? t('product.personalization.required') : t('product.personalization.optional')}
        </span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED}
        required={required}
        data-testid="photo-input"
        aria-invalid={alert ? true : undefined}
        aria-describedby={`${id}-hint${alert ? ` ${id}-error` : ''}`}
        // The editor's code starts loading as the shopper reaches for a photo.
        onClick={() => void loadPhotoEditor()}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        className="mt-2 block w-full cursor-pointer rounded-xl border border-cream-300 bg-white text-base text-ink-900 file:mr-3 file:cursor-pointer file:rounded-l-xl file:border-0 file:bg-cream-100 file:px-4 file:py-2.5 file:font-medium focus:outline-2 focus:-outline-offset-2 focus:outline-clay-600 aria-invalid:border-red-600"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
        {t('product.photo.hint')}
        {missing ? (
          <span data-testid="photo-missing" className="block font-medium text-ink-900">
            {t('product.photo.chooseFirst')}
          </span>
        ) : null}
      </p>
      <div aria-live="polite" className="text-sm">
        {choice.step === 'uploading' ? (
          <p data-testid="photo-uploading" className="mt-1 text-ink-700">
            <span
              aria-hidden="true"
              className="mr-2 inline-block size-3 animate-spin rounded-full border-2 border-clay-600 border-t-transparent align-middle"
            />
            {t('photoEditor.uploading')}
          </p>
        ) : choice.step === 'signIn' ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-700">
            <span>{t('photoEditor.signInFirst')}</span>
            <Button size="sm" variant="outline" onClick={onSignIn}>
              {t('photoEditor.signIn')}
            </Button>
          </p>
        ) : choice.step === 'ready' ? (
          <p data-testid="photo-ready" className="mt-1 text-ink-700">
            {t('photoEditor.ready')}
          </p>
        ) : null}
        {choice.upload?.warning ? (
          <p data-testid="photo-warning" className="mt-1 font-medium text-amber-800">
            {t('photoEditor.warning', { message: choice.upload.warning })}
          </p>
        ) : null}
      </div>
      {alert ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {alert}
        </p>
      ) : null}
    </div>
  );
}
