import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import SearchIcon from '@mui/icons-material/Search';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PageContainer } from '../../components/PageContainer';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import type { ProductCategory } from '../../gql/graphql';
import { formatCedis } from '../../lib/money';

export interface ShopProduct {
  id: string;
  name: string;
  description: string;
  category: ProductCategory;
  /** Pesewas. */
  price: number;
  imageUrl: string;
  stock: number;
}

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  furniture: 'Furniture',
  appliances: 'Appliances',
  electronics: 'Electronics',
};

const CATEGORIES: Array<ProductCategory | null> = [null, 'furniture', 'appliances', 'electronics'];

export interface ShopPageProps {
  products: readonly ShopProduct[];
  loading: boolean;
  error?: string | null;
  category: ProductCategory | null;
  onCategoryChange: (category: ProductCategory | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  onAddToCart: (product: ShopProduct) => void;
  onRetry?: () => void;
  /** The 'From GH₵X/month' line of a product, when a quote is available. */
  monthlyHint?: (product: ShopProduct) => ReactNode;
}

/** 'From GH₵970.00/month' under a price. */
export function MonthlyHint({ pesewas }: { pesewas: number }) {
  return (
    <Typography variant="body2" color="text.secondary">
      From {formatCedis(pesewas)}/month
    </Typography>
  );
}

export function ShopPage({
  products, loading, error, category, onCategoryChange, search, onSearchChange, hasMore, loadingMore = false,
  onLoadMore, onAddToCart, onRetry, monthlyHint,
}: ShopPageProps) {
  const searchId = useId();
  const prevent = (event: FormEvent) => event.preventDefault();
  return (
    <PageContainer
      title="Shop"
      subtitle="Furniture, appliances and electronics. Buy now and pay over 5 or 6 months."
      actions={
        <Button component={RouterLink} to={paths.orders} variant="outlined" startIcon={<LocalShippingOutlined />}>
          My orders
        </Button>
      }
    >
      <Stack spacing={2} sx={{ mb: 3 }}>
        <Box component="form" role="search" onSubmit={prevent}>
          <TextField
            id={searchId}
            label="Search products"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            fullWidth
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden="true" /></InputAdornment> } }}
          />
        </Box>
        <Stack direction="row" role="group" aria-label="Categories" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {CATEGORIES.map((value) => (
            <Chip
              key={value ?? 'all'}
              label={value ? CATEGORY_LABELS[value] : 'All'}
              color={category === value ? 'primary' : 'default'}
              variant={category === value ? 'filled' : 'outlined'}
              onClick={() => onCategoryChange(value)}
              aria-pressed={category === value}
              component="button"
            />
          ))}
        </Stack>
      </Stack>

      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} action={onRetry ? <Button color="inherit" onClick={onRetry}>Retry</Button> : undefined}>
          {error}
        </Alert>
      ) : null}

      {loading && products.length === 0 ? (
        <LoadingSpinner message="Loading products..." />
      ) : products.length === 0 && !error ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          No products match your search.
        </Typography>
      ) : (
        <Grid container spacing={2} component="ul" aria-label="Products" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {products.map((product) => {
            const outOfStock = product.stock <= 0;
            return (
              <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
                <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                  <CardMedia
                    component="img"
                    image={product.imageUrl}
                    alt={product.name}
                    sx={{ height: 160, objectFit: 'contain', bgcolor: 'action.hover', p: 2 }}
                  />
                  <CardContent sx={{ flexGrow: 1 }}>
                    <Typography variant="overline" color="text.secondary" component="p">
                      {CATEGORY_LABELS[product.category]}
                    </Typography>
                    <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                      {product.name}
                    </Typography>
                    <Typography variant="h6" component="p" color="primary" sx={{ mt: 1 }}>
                      {formatCedis(product.price)}
                    </Typography>
                    {monthlyHint?.(product)}
                  </CardContent>
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button
                      variant="contained"
                      fullWidth
                      startIcon={<AddShoppingCartIcon />}
                      disabled={outOfStock}
                      onClick={() => onAddToCart(product)}
                      aria-label={outOfStock ? `Out of stock: ${product.name}` : `Add to cart: ${product.name}`}
                    >
                      {outOfStock ? 'Out of stock' : 'Add to cart'}
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}

      {hasMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </Box>
      ) : null}
    </PageContainer>
  );
}

export default ShopPage;
