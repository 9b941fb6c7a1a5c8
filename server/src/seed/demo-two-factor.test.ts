import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../auth/totp.js';
import { DEMO_TOTP_KEY } from './demo-two-factor.js';

describe('npm run demo:totp', () => {
  it('prints the current code of the key the demo staff are seeded with', async () => {
    expect(fs.readFileSync('scripts/demo-totp.mjs', 'utf8')).toContain(`'${DEMO_TOTP_KEY}'`);
    const before = await totpCode(DEMO_TOTP_KEY);
    const printed = execFileSync(process.execPath, ['scripts/demo-totp.mjs', 'finance@ghanahomes.example'], { encoding: 'utf8' });
    const after = await totpCode(DEMO_TOTP_KEY);
    // A 30 s step may turn between the two reads: the printed code is one of them.
    expect([before, after]).toContain(printed.slice(0, 6));
    expect(printed).toMatch(/^\d{6} {2}\(valid \d+ s more for finance@ghanahomes\.example\)\n$/);
  });
});
