import { Trans } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { TextLink } from './TextLink';

type ContactLineKey = 'shipping.contact' | 'returns.contact' | 'wrapping.contact' | 'help.contact';

/** A sentence with a link to the contact page in it, e.g. "Questions? <contact>Contact us</contact>". */
export function ContactLine({ i18nKey }: { i18nKey: ContactLineKey }) {
  return (
    <p className="mt-10 leading-relaxed text-ink-700">
      <Trans
        i18nKey={i18nKey}
        components={{
          contact: <TextLink to={STOREFRONT_ROUTES.contact} />,
        }}
      />
    </p>
  );
}
