import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';
import { OrderStatusChip, type OrderStatusValue } from '../../components/OrderTimeline';
import { PageContainer } from '../../components/PageContainer';
import { formatCedis, formatDate } from '../../lib/money';

export interface MyOrderRow {
  id: string;
  status: OrderStatusValue;
  months: number;
  subtotal: number;
  createdAt: string;
  loanId?: string | null;
  items: ReadonlyArray<{ productId: string; name: string; quantity: number }>;
  disclosure: { instalmentAmount: number; totalRepayable: number };
}

export interface MyOrdersPageProps {
  orders: readonly MyOrderRow[];
  loading: boolean;
  error?: string | null;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
}

export const NO_ORDERS_TEXT = 'You have not placed an order yet.';

export function MyOrdersPage({ orders, loading, error, hasMore, loadingMore = false, onLoadMore }: MyOrdersPageProps) {
  return (
    <PageContainer
      title="My orders"
      subtitle="Your Buy Now Pay Later orders and where each one is."
      maxWidth="md"
      actions={
        <Button component={RouterLink} to={paths.shop} variant="outlined">
          Go to the shop
        </Button>
      }
    >
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {!loading && orders.length === 0 && !error ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{NO_ORDERS_TEXT}</Typography>
          <Button component={RouterLink} to={paths.shop} variant="contained">
            Browse the shop
          </Button>
        </Paper>
      ) : null}
      {loading && orders.length === 0 ? <Typography color="text.secondary">Loading your orders…</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Your orders">
        {orders.map((order) => {
          const names = order.items.map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name)).join(', ');
          return (
            <Card component="li" key={order.id} variant="outlined">
              <CardActionArea component={RouterLink} to={paths.order(order.id)}>
                <CardContent>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{names}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        Ordered {formatDate(order.createdAt)} · {formatCedis(order.subtotal)} over {order.months} months ·{' '}
                        {formatCedis(order.disclosure.instalmentAmount)} a month
                      </Typography>
                    </Box>
                    <Box sx={{ flexShrink: 0 }}>
                      <OrderStatusChip status={order.status} />
                    </Box>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Stack>
      {hasMore ? (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Show more orders'}
          </Button>
        </Box>
      ) : null}
    </PageContainer>
  );
}
