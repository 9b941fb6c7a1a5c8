// The shopping cart (SPEC §3, §4): a tiny external store persisted under 'cart-storage', read in React via useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY } from './storage';

export interface CartProduct {
  id: string;
  name: string;
  /** Integer pesewas. */
  price: number;
  image_url: string;
}

export interface CartItem extends CartProduct {
  quantity: number;
}

export interface CartStore {
  getSnapshot(): readonly CartItem[];
  subscribe(listener: () => void): () => void;
  /** Adds one; an id already in the cart gets its quantity increased instead. */
  addItem(product: CartProduct): void;
  removeItem(id: string): void;
  /** Whole numbers, floored at 0; a line at 0 stays until removed (SPEC does not say it disappears). */
  setQuantity(id: string, quantity: number): void;
  increment(id: string): void;
  /** The minus button: never below 0. */
  decrement(id: string): void;
  clear(): void;
  /** Takes the shop's current prices (pesewas by product id); lines whose price did not change are left as they are. */
  reprice(prices: ReadonlyMap<string, number>): void;
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price × quantity, in integer pesewas. */
export function subtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    !!item &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.image_url === 'string' &&
    isCount(item.price) &&
    isCount(item.quantity)
  );
}

// Saved as { state: { items }, version } (zustand's persist shape) so carts saved by the previous app still load.
function load(storage: Storage | null): CartItem[] {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const items: unknown = JSON.parse(raw)?.state?.items;
    return Array.isArray(items) ? items.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

function save(storage: Storage | null, items: readonly CartItem[]): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items }, version: 0 }));
  } catch {
    // storage full or unavailable: the cart still works for this page
  }
}

export function createCartStore(storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage): CartStore {
  let items: readonly CartItem[] = load(storage);
  const listeners = new Set<() => void>();

  const set = (next: readonly CartItem[]) => {
    items = next;
    save(storage, items);
    listeners.forEach((listener) => listener());
  };
  const update = (id: string, quantityOf: (item: CartItem) => number) =>
    set(items.map((item) => (item.id === id ? { ...item, quantity: Math.max(0, Math.floor(quantityOf(item))) } : item)));

  return {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addItem(product) {
      if (!isCount(product.price)) throw new RangeError(`Cart prices are integer pesewas, got ${product.price}`);
      if (items.some((item) => item.id === product.id)) update(product.id, (item) => item.quantity + 1);
      else set([...items, { id: product.id, name: product.name, price: product.price, image_url: product.image_url, quantity: 1 }]);
    },
    removeItem: (id) => set(items.filter((item) => item.id !== id)),
    setQuantity: (id, quantity) => update(id, () => (Number.isFinite(quantity) ? quantity : 0)),
    increment: (id) => update(id, (item) => item.quantity + 1),
    decrement: (id) => update(id, (item) => item.quantity - 1),
    clear: () => set([]),
    reprice(prices) {
      const changed = items.some((item) => prices.has(item.id) && prices.get(item.id) !== item.price);
      if (!changed) return;
      set(items.map((item) => {
        const price = prices.get(item.id);
        return price !== undefined && isCount(price) ? { ...item, price } : item;
      }));
    },
  };
}

let defaultStore: CartStore | null = null;

/** The app-wide cart, created on first use so it reads storage only in the browser. */
export function getCartStore(): CartStore {
  defaultStore ??= createCartStore();
  return defaultStore;
}

/** The cart's items, totals and actions; re-renders when the cart changes. */
export function useCart(store: CartStore = getCartStore()) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    items,
    itemCount: itemCount(items),
    subtotal: subtotal(items),
    addItem: store.addItem,
    removeItem: store.removeItem,
    setQuantity: store.setQuantity,
    increment: store.increment,
    decrement: store.decrement,
    clear: store.clear,
    reprice: store.reprice,
  };
}
