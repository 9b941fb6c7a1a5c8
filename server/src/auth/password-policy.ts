// The password policy lives in shared/ (the web shows the same verdict as the customer types); the server decides.
export {
  isStrongPassword,
  judgePassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_SCORE,
  WEAK_PASSWORD_MESSAGE,
} from '../shared/password-policy.js';

/** The seeded demo people's addresses; only they (seeded by the server itself, never over HTTP) may use DEMO_PASSWORD. */
export const DEMO_EMAIL_DOMAIN = 'ghanahomes.example';
