import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { parseCedisToPesewas } from '../../../../lib/money';
import type { ProductCategory } from '../../gql/graphql';
import { ResponsiveDialog } from '../../shared/ResponsiveDialog';

export const PRODUCT_CATEGORIES: ProductCategory[] = ['furniture', 'appliances', 'electronics'];
const IMAGE_PATH = /^\/images\/[a-z0-9][a-z0-9/_-]*\.(?:svg|png|jpe?g|webp)$/;

export const productSchema = z.object({
  name: z.string().trim().min(2, 'At least 2 characters.').max(120, 'At most 120 characters.'),
  description: z.string().trim().min(1, 'Describe the product.').max(2000, 'At most 2000 characters.'),
  category: z.enum(['furniture', 'appliances', 'electronics'], { message: 'Choose a category.' }),
  price: z.string().refine((value) => (parseCedisToPesewas(value) ?? 0) > 0, 'Enter a price in cedis, e.g. 2500.00.'),
  imageUrl: z.string().trim().regex(IMAGE_PATH, 'A path under /images/ ending in .svg, .png, .jpg or .webp.'),
  stock: z.string().regex(/^\d{1,7}$/, 'A whole number of units.'),
  active: z.boolean(),
});
export type ProductFormValues = z.infer<typeof productSchema>;

export interface ProductDialogProps {
  open: boolean;
  /** Editing an existing product (stock is changed with "Adjust stock", not here). */
  editing: boolean;
  initial: ProductFormValues;
  busy: boolean;
  error: string | null;
  errorField: string | null;
  onSubmit(values: ProductFormValues): void;
  onClose(): void;
}

export function CatalogueItemDialog({ open, editing, initial, busy, error, errorField, onSubmit, onClose }: ProductDialogProps) {
  const { control, handleSubmit, reset, setError } = useForm<ProductFormValues>({ resolver: zodResolver(productSchema), defaultValues: initial });
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);
  useEffect(() => {
    const field = errorField?.replace(/^input\./, '');
    if (error && field && field in initial) setError(field as keyof ProductFormValues, { message: error });
  }, [error, errorField, initial, setError]);
  const text = (name: Exclude<keyof ProductFormValues, 'active' | 'category'>, label: string, extra: Record<string, unknown> = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField {...field} label={label} required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message} {...extra} />
      )}
    />
  );
  return (
    <ResponsiveDialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="product-dialog-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="product-dialog-title">{editing ? 'Edit product' : 'New product'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('name', 'Name')}
            {text('description', 'Description', { multiline: true, minRows: 3 })}
            <Controller
              name="category"
              control={control}
              render={({ field, fieldState }) => (
                <TextField {...field} select label="Category" required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                  {PRODUCT_CATEGORIES.map((category) => (
                    <MenuItem key={category} value={category}>
                      {category.charAt(0).toUpperCase() + category.slice(1)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {text('price', 'Price (GH₵)', { inputMode: 'decimal' })}
            {text('imageUrl', 'Image path', { placeholder: '/images/products/sofa.svg' })}
            {editing ? null : text('stock', 'Units in stock', { inputMode: 'numeric' })}
            {editing ? null : (
              <Controller
                name="active"
                control={control}
                render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label="Shown in the shop" />}
              />
            )}
            {error && !(errorField && errorField.replace(/^input\./, '') in initial) ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : editing ? 'Save' : 'Create'}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
