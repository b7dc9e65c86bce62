import { useEffect, useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useDataProvider } from 'react-admin';
import type { AdminDashboard } from '@shop/contracts';
import type { ShopDataProvider } from './dataProvider';

const euros = new Intl.NumberFormat('en-BE', { style: 'currency', currency: 'EUR' });

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card sx={{ minWidth: 200, flex: '1 1 200px' }}>
      <CardContent>
        <Typography color="text.secondary" gutterBottom>
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [figures, setFigures] = useState<AdminDashboard | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    dataProvider.getDashboard().then(
      (result) => current && setFigures(result),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);

  return (
    <div>
      <Title title="Dashboard" />
      {failed ? (
        <Typography role="alert" sx={{ m: 2 }}>
          The figures could not be loaded. Reload the page to try again.
        </Typography>
      ) : !figures ? (
        <Typography sx={{ m: 2 }}>Loading the figures…</Typography>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 16 }}>
          <Figure label="Orders to ship" value={figures.orders_to_ship} />
          <Figure label="Orders today" value={figures.orders_today} />
          <Figure label="Revenue today" value={euros.format(Number(figures.revenue_today))} />
          <Figure
            label="Revenue, last 7 days"
            value={euros.format(Number(figures.revenue_last_7_days))}
          />
          <Figure
            label="Revenue, last 30 days"
            value={euros.format(Number(figures.revenue_last_30_days))}
          />
          <Figure label="Products out of stock" value={figures.products_out_of_stock} />
        </div>
      )}
    </div>
  );
}
