// Cursor pagination with a stack of cursors: Next pushes the page's endCursor, Previous pops it.
import { useCallback, useState } from 'react';

export function useCursorPages() {
  const [stack, setStack] = useState<string[]>([]);
  const after = stack.length > 0 ? stack[stack.length - 1] : null;
  const next = useCallback((endCursor: string | null | undefined) => {
    if (endCursor) setStack((current) => [...current, endCursor]);
  }, []);
  const previous = useCallback(() => setStack((current) => current.slice(0, -1)), []);
  /** Back to the first page, e.g. when a filter changes. */
  const reset = useCallback(() => setStack([]), []);
  return { after, page: stack.length + 1, next, previous, reset };
}

/** A list filter's state: every change goes back to the first page (`const [status, setStatus] = useFilter(paging, '')`). */
export function useFilter<T>(paging: { reset: () => void }, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(initial);
  const { reset } = paging;
  const change = useCallback(
    (next: T) => {
      setValue(next);
      reset();
    },
    [reset],
  );
  return [value, change];
}
