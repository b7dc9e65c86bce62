import { useEffect, useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDashboard } from '@shop/contracts';
import type { ShopDataProvider } from './dataProvider';
import { useFormat } from './i18n/fields';

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
  const translate = useTranslate();
  const { money, count } = useFormat();

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
      <Title title="shop.dashboard.title" />
      {failed ? (
        <Typography role="alert" sx={{ m: 2 }}>
          {translate('shop.dashboard.load_failed')}
        </Typography>
      ) : !figures ? (
        <Typography sx={{ m: 2 }}>{translate('shop.dashboard.loading')}</Typography>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 16 }}>
          <Figure
            label={translate('shop.dashboard.orders_to_ship')}
            value={count(figures.orders_to_ship)}
          />
          <Figure
            label={translate('shop.dashboard.orders_today')}
            value={count(figures.orders_today)}
          />
          <Figure
            label={translate('shop.dashboard.revenue_today')}
            value={money(figures.revenue_today)}
          />
          <Figure
            label={translate('shop.dashboard.revenue_7_days')}
            value={money(figures.revenue_last_7_days)}
          />
          <Figure
            label={translate('shop.dashboard.revenue_30_days')}
            value={money(figures.revenue_last_30_days)}
          />
          <Figure
            label={translate('shop.dashboard.products_out_of_stock')}
            value={count(figures.products_out_of_stock)}
          />
        </div>
      )}
    </div>
  );
}
