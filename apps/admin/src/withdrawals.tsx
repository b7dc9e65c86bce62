import {
  BooleanField,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  ReferenceField,
  TextField,
  useTranslate,
} from 'react-admin';
import type { AdminWithdrawal } from '@shop/contracts';
import { DateTimeField, MoneyField } from './i18n/fields';
import { safeExporter } from './csv-export';

/** The withdrawn lines, as "2 × Plain mug". */
export function withdrawnLines(record: AdminWithdrawal): string {
  return record.items.map((item) => `${item.quantity} × ${item.product_name}`).join(', ');
}

/** The refund deadline (art. 13(1)) as staff act on it: days left, overdue, or refunded. */
export function RefundDeadline({ record }: { record: AdminWithdrawal }) {
  const translate = useTranslate();
  if (record.refunded) return <span>{translate('shop.withdrawals.refunded')}</span>;
  const days = record.days_left ?? 0;
  return (
    <span style={{ color: days <= 3 ? '#b3261e' : undefined, fontWeight: days <= 3 ? 600 : 400 }}>
      {days >= 0
        ? translate('shop.withdrawals.days_left', { smart_count: days })
        : translate('shop.withdrawals.overdue', { smart_count: -days })}
    </span>
  );
}

/** Customers' withdrawals (art. 11a), newest first, each with its 14-day refund deadline. */
export function WithdrawalList() {
  return (
    <List exporter={safeExporter} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <ReferenceField source="order_id" reference="orders" link="edit">
          <FunctionField render={(order: { id: number }) => `#${order.id}`} />
        </ReferenceField>
        <EmailField source="customer_email" sortable={false} />
        <FunctionField<AdminWithdrawal>
          label="resources.withdrawals.fields.items"
          render={withdrawnLines}
        />
        <MoneyField source="amount" sortable={false} />
        <TextField source="reason" sortable={false} emptyText="—" />
        <DateTimeField source="withdrawn_at" />
        <DateTimeField source="refund_due_at" />
        <FunctionField<AdminWithdrawal>
          label="resources.withdrawals.fields.days_left"
          render={(record) => <RefundDeadline record={record} />}
        />
        <BooleanField source="refunded" sortable={false} />
      </Datagrid>
    </List>
  );
}
