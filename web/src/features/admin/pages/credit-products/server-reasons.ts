// The server answers a refused product with every reason at once (extensions.reasons = [{ field, message }]);
// this turns them into the editor's fields, or one reason without a field for any other refusal.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeServerError } from '../../shared/errors';
import type { FormReason } from './ProductForm';
import { formFieldOf } from './product-form';

export function reasonsOf(error: unknown): FormReason[] {
  if (CombinedGraphQLErrors.is(error)) {
    const reasons = error.errors.flatMap((entry) => {
      const list = entry.extensions?.reasons;
      return Array.isArray(list) ? (list as unknown[]) : [];
    });
    const read = reasons.flatMap((reason) => {
      if (!reason || typeof reason !== 'object') return [];
      const { field, message } = reason as { field?: unknown; message?: unknown };
      return typeof message === 'string' ? [{ field: formFieldOf(typeof field === 'string' ? field : null), message }] : [];
    });
    if (read.length > 0) return read;
  }
  const problem = describeServerError(error);
  return [{ field: formFieldOf(problem.field), message: problem.message }];
}
