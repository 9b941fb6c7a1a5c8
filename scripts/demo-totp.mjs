#!/usr/bin/env node
// `npm run demo:totp -- [email]`: the current two-factor code of a demo staff account (seeded by `npm start`,
// never in production). Every demo staff account uses the published key below (server/src/seed/demo-two-factor.ts).
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

const DEMO_TOTP_KEY = 'GHCDEMOSTAFFTOTPKEYFORACCRAGHANA';
const email = process.argv[2];
if (email && !/@ghanahomes\.example$/i.test(email)) {
  process.stderr.write(`${email} is not a demo account; only demo staff (…@ghanahomes.example) use the demo key.\n`);
  process.exit(1);
}
const code = await createOTP(base32.decode(DEMO_TOTP_KEY)).totp();
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
process.stdout.write(`${code}  (valid ${secondsLeft} s more${email ? ` for ${email}` : ' for every demo staff account'})\n`);
