import { useState } from 'react';
import { Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { downloadFile } from './files';
import { brusselsMonth, brusselsQuarter, previousMonth } from '@shop/contracts/calendar';

/** "2026-10" when it is November 2026 in Brussels: the month the accountant usually asks for. */
function lastMonth(now = new Date()): string {
  return previousMonth(brusselsMonth(now));
}

/**
 * The dashboard's card for the accountant (ADR 0042): a month, then the invoice and credit-note
 * register as CSV or the month's PDFs as a zip, from GET /api/admin/exports/invoices/; and a
 * quarter's One-Stop Shop return as CSV, from GET /api/admin/exports/oss/ (ADR 0093), and its
 * intra-Community listing, from GET /api/admin/exports/intra-community/ (ADR 0094).
 */
export function AccountantExport() {
  const translate = useTranslate();
  const notify = useNotify();
  const [month, setMonth] = useState(lastMonth);
  const [busy, setBusy] = useState(false);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const [quarter, setQuarter] = useState(() => brusselsQuarter(new Date()));
  const validQuarter = /^\d{4}-Q[1-4]$/.test(quarter);

  const download = (format: 'csv' | 'zip') =>
    fetchFile(
      `/api/admin/exports/invoices/?${new URLSearchParams({ month, format }).toString()}`,
      `invoices-${month}.${format}`,
    );
  const downloadQuarter = (report: 'oss' | 'intra-community') =>
    fetchFile(
      `/api/admin/exports/${report}/?${new URLSearchParams({ quarter }).toString()}`,
      `${report}-${quarter}.csv`,
    );

  const fetchFile = async (url: string, filename: string) => {
    setBusy(true);
    try {
      await downloadFile(url, filename);
    } catch {
      notify('shop.accountant_export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="accountant-export-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="accountant-export-title" variant="h6" component="h2" gutterBottom>
          {translate('shop.accountant_export.title')}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {translate('shop.accountant_export.intro')}
        </Typography>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            id="accountant-export-month"
            type="month"
            size="small"
            label={translate('shop.accountant_export.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="contained"
            disabled={busy || !valid}
            onClick={() => void download('csv')}
          >
            {translate('shop.accountant_export.csv')}
          </Button>
          <Button variant="outlined" disabled={busy || !valid} onClick={() => void download('zip')}>
            {translate('shop.accountant_export.zip')}
          </Button>
        </div>
        <div
          style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 16 }}
        >
          <TextField
            id="accountant-export-quarter"
            size="small"
            label={translate('shop.accountant_export.quarter')}
            value={quarter}
            onChange={(event) => setQuarter(event.target.value.trim().toUpperCase())}
            helperText={translate('shop.accountant_export.quarter_hint')}
          />
          <Button
            variant="outlined"
            disabled={busy || !validQuarter}
            onClick={() => void downloadQuarter('oss')}
          >
            {translate('shop.accountant_export.oss')}
          </Button>
          <Button
            variant="outlined"
            disabled={busy || !validQuarter}
            onClick={() => void downloadQuarter('intra-community')}
          >
            {translate('shop.accountant_export.intra_community')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
