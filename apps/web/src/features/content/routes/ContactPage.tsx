import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/page/ContentPage';

// The contact form (first name, last name, e-mail, subject, message) arrives with the contact issue.
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      lead={t('contact.lead')}
      sections={[
        { title: t('contact.sections.reply.title'), body: t('contact.sections.reply.body') },
        { title: t('contact.sections.phone.title'), body: t('contact.sections.phone.body') },
      ]}
    />
  );
}
