import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { paths } from '../lib/paths';
import { getCartStore, useCart, type CartStore } from '../lib/cart';
import { formatCedis } from '../lib/money';
import { useSiteSettings, type SiteSettingsStore } from '../lib/site-settings';

export const CART_TEXTS = {
  title: 'Your cart',
  empty: 'Your cart is empty',
  note: 'Shipping and taxes calculated at checkout.',
  checkout: 'Checkout',
  continueShopping: 'Continue Shopping',
} as const;

/**
 * Why the cart cannot be paid in instalments as it is (its subtotal is outside the BNPL amount range of the public
 * settings credit.min_amount and credit.max_amount), or null when it can or the range is not known.
 */
export function bnplRangeWarning(subtotal: number, values: ReadonlyMap<string, unknown>): string | null {
  const min = values.get('credit.min_amount');
  const max = values.get('credit.max_amount');
  if (subtotal <= 0 || typeof min !== 'number' || typeof max !== 'number') return null;
  const range = `Buy Now Pay Later plans finance ${formatCedis(min)} to ${formatCedis(max)}.`;
  if (subtotal < min) return `${range} Add ${formatCedis(min - subtotal)} more to pay in instalments.`;
  if (subtotal > max) return `${range} Remove ${formatCedis(subtotal - max)} from your cart to pay in instalments.`;
  return null;
}

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The cart to show; the app-wide cart by default. */
  store?: CartStore;
  /** Where the BNPL amount range comes from; the app-wide public settings by default. */
  siteStore?: SiteSettingsStore;
}

/** The cart slide-over (SPEC §2): lines with − / + / Remove, the subtotal, Checkout and Continue Shopping. */
export function CartDrawer({ open, onClose, store = getCartStore(), siteStore }: CartDrawerProps) {
  const { items, subtotal, increment, decrement, removeItem } = useCart(store);
  const site = useSiteSettings(siteStore);
  const rangeWarning = bnplRangeWarning(subtotal, site.values);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 }, maxWidth: '100vw' }, role: 'dialog', 'aria-labelledby': 'cart-title' } }}
    >
      <Stack sx={{ height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography id="cart-title" variant="h6" component="h2">
            {CART_TEXTS.title}
          </Typography>
          <IconButton aria-label="Close cart" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2, py: 1 }}>
          {items.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {CART_TEXTS.empty}
            </Typography>
          ) : (
            <Stack component="ul" aria-label="Cart items" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item) => (
                <Stack component="li" key={item.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Box
                    component="img"
                    src={item.image_url}
                    alt=""
                    sx={{ width: 64, height: 64, flexShrink: 0, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
                  />
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatCedis(item.price)} each
                    </Typography>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                      <IconButton
                        size="small"
                        aria-label={`Decrease quantity of ${item.name}`}
                        onClick={() => decrement(item.id)}
                        disabled={item.quantity <= 0}
                      >
                        <RemoveIcon fontSize="small" />
                      </IconButton>
                      <Typography aria-label={`Quantity of ${item.name}`} sx={{ minWidth: 24, textAlign: 'center' }}>
                        {item.quantity}
                      </Typography>
                      <IconButton size="small" aria-label={`Increase quantity of ${item.name}`} onClick={() => increment(item.id)}>
                        <AddIcon fontSize="small" />
                      </IconButton>
                      <Button size="small" color="error" onClick={() => removeItem(item.id)} aria-label={`Remove ${item.name}`}>
                        Remove
                      </Button>
                    </Stack>
                  </Box>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} aria-label={`Line total for ${item.name}`}>
                    {formatCedis(item.price * item.quantity)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          )}
        </Box>
        <Divider />
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600 }}>Subtotal</Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="cart-subtotal">
              {formatCedis(subtotal)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {CART_TEXTS.note}
          </Typography>
          {rangeWarning ? (
            <Alert severity="warning" data-testid="cart-range-warning">
              {rangeWarning}
            </Alert>
          ) : null}
          <Button
            component={RouterLink}
            to={paths.checkout}
            variant="contained"
            size="large"
            onClick={onClose}
            disabled={subtotal <= 0}
          >
            {CART_TEXTS.checkout}
          </Button>
          <Button variant="outlined" onClick={onClose}>
            {CART_TEXTS.continueShopping}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}

export default CartDrawer;
