import { paths } from '../../../../lib/paths';

export const CREDIT_PRODUCTS_PATH = paths.adminPage('credit-products');
export const productPath = (id: string) => `${CREDIT_PRODUCTS_PATH}/${encodeURIComponent(id)}`;
