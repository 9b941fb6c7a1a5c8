import { describe, expect, it } from 'vitest';
import { readableLedgerNote } from './loan.statement.js';

describe('ledger notes on statements and the staff ledger', () => {
  it('shows amounts that older notes gave in pesewas in GH₵', () => {
    expect(readableLedgerNote('Schedule version 2: 49743 pesewas of interest no longer due')).toBe('Schedule version 2: GH₵497.43 of interest no longer due');
    expect(readableLedgerNote('Schedule version 3: 123456789 pesewas of interest no longer due')).toBe('Schedule version 3: GH₵1,234,567.89 of interest no longer due');
    expect(readableLedgerNote('Schedule version 4: -250 pesewas of interest no longer due')).toBe('Schedule version 4: -GH₵2.50 of interest no longer due');
  });

  it('leaves notes already in cedis, and other text, as they are', () => {
    expect(readableLedgerNote('Schedule version 2: GH₵497.43 of interest no longer due')).toBe('Schedule version 2: GH₵497.43 of interest no longer due');
    expect(readableLedgerNote('Order cancelled before dispatch: nothing is owed')).toBe('Order cancelled before dispatch: nothing is owed');
  });
});
