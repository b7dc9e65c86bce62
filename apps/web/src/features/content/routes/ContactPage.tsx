import { useEffect, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { contactMessageSchema, isTextMessageKey, type ContactMessage } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { SITE } from '../../../config/site';
import { failureOf } from '../../../lib/api';
import { useSendContactMessageMutation } from '../api/send-contact-message';
import { HoneypotField } from '../components/HoneypotField';
import { InfoCard, PageBody, PageHeader } from '../components/PageHeader';
import { CONTACT_FIELDS, describeContactFailure, type ContactField } from '../contact-failure';
import { useStaticPageHead } from '../hooks/use-static-page-head';
import { describeApiFailure } from '../../../lib/api-failure';

/** Spec §4/§9: the contact form's success and error messages disappear after 3 seconds. */
export const CONTACT_NOTICE_TIMEOUT_MS = 3_000;

/** The message under the button after a send: sent, or failed (with the server's words). */
type Notice = { kind: 'sent' } | { kind: 'failed'; message: string | null };

const EMPTY_FORM: ContactMessage = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
};

/** Which message a failed rule shows: the server's own, or one for an empty field, a malformed e-mail, a too long text. */
function useFieldErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | null => {
    if (!error) return null;
    if (error.type === 'server' && error.message) return error.message;
    // The shared free-text rule names what is wrong with a key (hidden characters, ...).
    if (isTextMessageKey(error.message) && error.message !== 'textTooLong') {
      return t(`validation.${error.message}`);
    }
    if (error.type === 'too_big' || error.message === 'textTooLong') {
      return t('contact.form.errors.tooLong');
    }
    if (error.type === 'invalid_format') return t('contact.form.errors.invalidEmail');
    return t('contact.form.errors.required');
  };
}

const inputClasses =
  'mt-1.5 block w-full rounded-xl border border-cream-300 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-600 focus:border-clay-600 focus:outline-2 focus:outline-offset-1 focus:outline-clay-600 aria-[invalid=true]:border-clay-700';

/**
 * The contact page (spec §2, issue 8): the form (first name, last name, e-mail, phone,
 * subject, message), sent to the shop's own server, which keeps it and mails it to the shop;
 * and the shop's e-mail address for those who prefer their own mail program.
 */
export function ContactPage() {
  const { t } = useTranslation();
  useStaticPageHead('contact');
  const errorText = useFieldErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sendContactMessage] = useSendContactMessageMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY_FORM,
  });

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), CONTACT_NOTICE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const onSubmit = handleSubmit(async (message) => {
    setNotice(null);
    const result = await sendContactMessage(message);
    if (!result.error) {
      reset(EMPTY_FORM);
      setNotice({ kind: 'sent' });
      return;
    }
    const failure = describeContactFailure(failureOf(result.error) ?? describeApiFailure(null));
    const fields = CONTACT_FIELDS.filter((field) => failure.fields[field] !== undefined);
    for (const field of fields) {
      setError(field, { type: 'server', message: failure.fields[field] });
    }
    if (fields.length === 0) setNotice({ kind: 'failed', message: failure.message });
  });

  const field = (name: ContactField, options: { required?: boolean } = {}) => {
    const text = errorText(errors[name]);
    const errorId = `contact-${name}-error`;
    return {
      id: `contact-${name}`,
      'aria-invalid': text ? true : undefined,
      'aria-describedby': text ? errorId : undefined,
      'aria-required': options.required ?? true,
      ...register(name),
      error: text ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-clay-800">
          {text}
        </p>
      ) : null,
    };
  };

  const renderInput = (
    name: ContactField,
    label: string,
    type: 'text' | 'email' | 'tel',
    autoComplete: string,
    required = true,
  ) => {
    const { error, ...props } = field(name, { required });
    return (
      <div>
        <label htmlFor={props.id} className="font-medium text-ink-900">
          {label}
        </label>
        <input type={type} autoComplete={autoComplete} className={inputClasses} {...props} />
        {error}
      </div>
    );
  };

  const { error: messageError, ...messageProps } = field('message');

  return (
    <>
      <PageHeader
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        lead={t('contact.lead')}
      />
      <PageBody wide>
        <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <section
            aria-labelledby="contact-form-heading"
            className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="contact-form-heading" className="text-2xl font-semibold text-ink-900">
              {t('contact.form.title')}
            </h2>
            <p className="mt-2 text-sm text-ink-600">{t('contact.form.requiredNote')}</p>
            <form
              noValidate
              onSubmit={onSubmit}
              aria-busy={isSubmitting}
              className="relative mt-6 space-y-5"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                {renderInput('first_name', t('contact.form.firstName'), 'text', 'given-name')}
                {renderInput('last_name', t('contact.form.lastName'), 'text', 'family-name')}
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                {renderInput('email', t('contact.form.email'), 'email', 'email')}
                {renderInput('phone', t('contact.form.phone'), 'tel', 'tel', false)}
              </div>
              {renderInput('subject', t('contact.form.subject'), 'text', 'off')}
              <div>
                <label htmlFor={messageProps.id} className="font-medium text-ink-900">
                  {t('contact.form.message')}
                </label>
                <textarea rows={5} className={inputClasses} {...messageProps} />
                {messageError}
              </div>
              <HoneypotField label={t('contact.form.website')} {...register('website')} />
              <Button type="submit" size="lg" disabled={isSubmitting}>
                {isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
              </Button>
              <div aria-live="polite">
                {notice?.kind === 'sent' ? (
                  <p
                    role="status"
                    data-testid="contact-sent"
                    className="rounded-xl border border-sage-700/20 bg-sage-100 px-4 py-3 text-sm text-sage-800"
                  >
                    {t('contact.form.sent')}
                  </p>
                ) : notice?.kind === 'failed' ? (
                  <p
                    role="alert"
                    className="rounded-xl border border-clay-200 bg-clay-50 px-4 py-3 text-sm text-clay-800"
                  >
                    {notice.message ?? t('contact.form.failed')}
                  </p>
                ) : null}
              </div>
            </form>
          </section>

          <div className="space-y-5">
            <InfoCard title={t('contact.mail.title')} tone="warm">
              <p>{t('contact.mail.body')}</p>
              <p>
                <a
                  href={`mailto:${SITE.email}`}
                  className="font-semibold break-all text-clay-700 underline underline-offset-4 hover:text-clay-800"
                >
                  {SITE.email}
                </a>
              </p>
            </InfoCard>
            <InfoCard title={t('contact.reply.title')}>
              <p>{t('contact.reply.body')}</p>
            </InfoCard>
            <InfoCard title={t('contact.phone.title')}>
              <p>{t('contact.phone.body')}</p>
            </InfoCard>
          </div>
        </div>
      </PageBody>
    </>
  );
}
