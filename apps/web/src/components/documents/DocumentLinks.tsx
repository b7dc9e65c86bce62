import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentLink } from '@shop/contracts';
import { downloadWithToken } from '../../lib/download';

/** Download buttons for an order's invoice and credit notes (PDFs for the owner only). */
export function DocumentLinks({
  invoice,
  creditNotes,
}: {
  invoice: DocumentLink | null;
  creditNotes: readonly DocumentLink[];
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const documents = [
    ...(invoice ? [{ ...invoice, label: t('documents.invoice', { number: invoice.number }) }] : []),
    ...creditNotes.map((note) => ({
      ...note,
      label: t('documents.creditNote', { number: note.number }),
    })),
  ];
  if (documents.length === 0) return null;
  return (
    <div className="space-y-1 text-sm">
      <ul className="space-y-1">
        {documents.map((document) => (
          <li key={document.number}>
            <button
              type="button"
              className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
              onClick={() => {
                setFailed(false);
                downloadWithToken(document.url, `${document.number}.pdf`).catch(() =>
                  setFailed(true),
                );
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
