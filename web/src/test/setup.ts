import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom's own window width; a test may set another (the staff lists choose their columns for it).
const JSDOM_WIDTH = window.innerWidth;

afterEach(() => {
  cleanup();
  window.innerWidth = JSDOM_WIDTH;
  localStorage.clear();
});
