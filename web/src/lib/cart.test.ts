import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartStore, itemCount, subtotal, useCart, type CartProduct } from './cart';

const sofa: CartProduct = { id: 'sofa', name: 'Three-seat sofa', price: 450_000, image_url: '/img/sofa.jpg' };
const fridge: CartProduct = { id: 'fridge', name: 'Fridge', price: 325_050, image_url: '/img/fridge.jpg' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart store', () => {
  it('adds an item with quantity 1 and increments an existing id', () => {
    const cart = createCartStore();
    cart.addItem(sofa);
    expect(cart.getSnapshot()).toEqual([{ ...sofa, quantity: 1 }]);
    cart.addItem(sofa);
    cart.addItem(fridge);
    expect(cart.getSnapshot()).toEqual([
      { ...sofa, quantity: 2 },
      { ...fridge, quantity: 1 },
    ]);
  });

  it('totals quantities and price × quantity in pesewas', () => {
    const cart = createCartStore();
    cart.addItem(sofa);
    cart.addItem(sofa);
    cart.addItem(fridge);
    expect(itemCount(cart.getSnapshot())).toBe(3);
    expect(subtotal(cart.getSnapshot())).toBe(2 * 450_000 + 325_050);
  });

  it('floors quantity at 0 and keeps the line until removed', () => {
    const cart = createCartStore();
    cart.addItem(sofa);
    cart.decrement('sofa');
    cart.decrement('sofa');
    expect(cart.getSnapshot()).toEqual([{ ...sofa, quantity: 0 }]);
    cart.setQuantity('sofa', -4);
    expect(cart.getSnapshot()[0].quantity).toBe(0);
    cart.setQuantity('sofa', 2.7);
    expect(cart.getSnapshot()[0].quantity).toBe(2);
    cart.increment('sofa');
    expect(cart.getSnapshot()[0].quantity).toBe(3);
    cart.removeItem('sofa');
    expect(cart.getSnapshot()).toEqual([]);
  });

  it('clears everything', () => {
    const cart = createCartStore();
    cart.addItem(sofa);
    cart.addItem(fridge);
    cart.clear();
    expect(cart.getSnapshot()).toEqual([]);
    expect(itemCount(cart.getSnapshot())).toBe(0);
  });

  it('takes the shop’s current prices, keeping quantities, and tells no one when nothing changed', () => {
    const cart = createCartStore();
    cart.addItem(sofa);
    cart.addItem(fridge);
    cart.increment('fridge');
    const listener = vi.fn();
    cart.subscribe(listener);
    cart.reprice(new Map([['sofa', 450_000]]));
    expect(listener).not.toHaveBeenCalled();
    cart.reprice(new Map([['fridge', 339_900]]));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cart.getSnapshot().map((item) => [item.id, item.price, item.quantity])).toEqual([['sofa', 450_000, 1], ['fridge', 339_900, 2]]);
    expect(subtotal(cart.getSnapshot())).toBe(450_000 + 2 * 339_900);
  });

  it('refuses a price that is not integer pesewas', () => {
    expect(() => createCartStore().addItem({ ...sofa, price: 4500.5 })).toThrow(RangeError);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const cart = createCartStore();
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    cart.addItem(sofa);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    cart.addItem(sofa);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('persistence', () => {
  it('saves under cart-storage and survives re-creation (a page reload)', () => {
    const first = createCartStore();
    first.addItem(sofa);
    first.addItem(sofa);
    expect(JSON.parse(localStorage.getItem('cart-storage')!)).toEqual({
      state: { items: [{ ...sofa, quantity: 2 }] },
      version: 0,
    });
    const reloaded = createCartStore();
    expect(reloaded.getSnapshot()).toEqual([{ ...sofa, quantity: 2 }]);
  });

  it('starts empty from corrupt storage and drops malformed lines', () => {
    localStorage.setItem('cart-storage', '{oops');
    expect(createCartStore().getSnapshot()).toEqual([]);
    localStorage.setItem(
      'cart-storage',
      JSON.stringify({ state: { items: [{ ...sofa, quantity: 1 }, { id: 'x', price: 'free' }] }, version: 0 }),
    );
    expect(createCartStore().getSnapshot()).toEqual([{ ...sofa, quantity: 1 }]);
  });
});

describe('useCart', () => {
  it('re-renders with items, count and subtotal as the cart changes', () => {
    const store = createCartStore();
    const { result } = renderHook(() => useCart(store));
    expect(result.current.items).toEqual([]);
    act(() => result.current.addItem(fridge));
    act(() => result.current.addItem(fridge));
    expect(result.current.itemCount).toBe(2);
    expect(result.current.subtotal).toBe(650_100);
    act(() => result.current.decrement('fridge'));
    expect(result.current.itemCount).toBe(1);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
  });

  it('shares one cart between components', () => {
    const store = createCartStore();
    const badge = renderHook(() => useCart(store));
    const panel = renderHook(() => useCart(store));
    act(() => panel.result.current.addItem(sofa));
    expect(badge.result.current.itemCount).toBe(1);
  });
});
