import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { contactMessageSchema, type ContactMessage } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { SITE } from '../../../config/site';
import { InfoCard, PageBody, PageHeader } from '../components/PageHeader';
import { useStaticPageHead } from '../hooks/use-static-page-head';

type FieldName = keyof ContactMessage;

/** Which message a failed rule shows: an empty field, a malformed e-mail, a too long text. */
function errorKey(error: FieldError | undefined) {
  if (!error) return null;
  if (error.type === 'too_big') return 'contact.form.errors.tooLong' as const;
  if (error.type === 'invalid_format') return 'contact.form.errors.invalidEmail' as const;
  return 'contact.form.errors.required' as const;
}

/** Opens the visitor's mail program with the message written out, addressed to the shop. */
export function sendThroughMailProgram(message: ContactMessage): void {
  const lines = [
    message.message,
    '',
    `${message.first_name} ${message.last_name}`,
    message.email,
    ...(message.phone ? [message.phone] : []),
  ];
  const query = new URLSearchParams({ subject: message.subject, body: lines.join('\n') });
  window.location.href = `mailto:${SITE.email}?${query.toString().replace(/\+/g, '%20')}`;
}

const inputClasses =
  'mt-1.5 block w-full rounded-xl border border-cream-300 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-600 focus:border-clay-600 focus:outline-2 focus:outline-offset-1 focus:outline-clay-600 aria-[invalid=true]:border-clay-700';

/**
 * The contact page (spec §2): the form (first name, last name, e-mail, phone, subject,
 * message) and the shop's e-mail address. `onSend` is the mail issue's seam; until it is
 * provided, the message opens in the visitor's own mail program, addressed to the shop.
 */
export function ContactPage({
  onSend = sendThroughMailProgram,
}: {
  onSend?: (message: ContactMessage) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  useStaticPageHead('contact');
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      subject: '',
      message: '',
    },
  });

  const field = (name: FieldName, options: { required?: boolean } = {}) => {
    const key = errorKey(errors[name]);
    const errorId = `contact-${name}-error`;
    return {
      id: `contact-${name}`,
      'aria-invalid': key ? true : undefined,
      'aria-describedby': key ? errorId : undefined,
      'aria-required': options.required ?? true,
      ...register(name),
      error: key ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-clay-800">
          {t(key)}
        </p>
      ) : null,
    };
  };

  const onSubmit = handleSubmit(async (message) => {
    await onSend(message);
    setSent(true);
  });

  const renderInput = (
    name: FieldName,
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

  const message = field('message');
  const { error: messageError, ...messageProps } = message;

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
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
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
              <Button type="submit" size="lg" disabled={isSubmitting}>
                {isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
              </Button>
              <p role="status" className="text-sm text-ink-700">
                {sent ? t('contact.form.handedOver', { email: SITE.email }) : ''}
              </p>
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
