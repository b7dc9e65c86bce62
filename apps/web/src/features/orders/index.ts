/** What other features use from orders: the status badge and the order date format. */
export { OrderStatusBadge } from './components/OrderStatusBadge';
export { formatOrderDate } from './order-format';
