import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentLink } from '@shop/contracts';
import { downloadWithToken } from '../../lib/download';

/** Download buttons for an order's invoice and credit notes (for the owner only). */
export function DocumentLinks({
  invoice,
  creditNotes,
}: {
  invoice: DocumentLink | null;
  creditNotes: readonly DocumentLink[];
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  // Each document's PDF, then its e-invoice where the buyer is a Belgian company (ADR 0087).
  const documents = [
    ...(invoice
      ? [
          {
            document: invoice,
            pdf: 'documents.invoice' as const,
            xml: 'documents.invoiceXml' as const,
          },
        ]
      : []),
    ...creditNotes.map((note) => ({
      document: note,
      pdf: 'documents.creditNote' as const,
      xml: 'documents.creditNoteXml' as const,
    })),
  ].flatMap(({ document, pdf, xml }) => [
    {
      key: `${document.number}.pdf`,
      url: document.url,
      label: t(pdf, { number: document.number }),
    },
    ...(document.xml_url
      ? [
          {
            key: `${document.number}.xml`,
            url: document.xml_url,
            label: t(xml, { number: document.number }),
          },
        ]
      : []),
  ]);
  if (documents.length === 0) return null;
  return (
    <div className="space-y-1 text-sm">
      <ul className="space-y-1">
        {documents.map((document) => (
          <li key={document.key}>
            <button
              type="button"
              className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
              onClick={() => {
                setFailed(false);
                downloadWithToken(document.url, document.key).catch(() => setFailed(true));
              }}
            >
              {document.label}
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="text-red-700">
          {t('documents.downloadFailed')}
        </p>
      ) : null}
    </div>
  );
}
