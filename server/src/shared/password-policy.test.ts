import { describe, expect, it } from 'vitest';
import { isStrongPassword, judgePassword, MIN_PASSWORD_LENGTH, passwordAdvice } from './password-policy.js';

// The old rule let these in and kept these out. ASVS 5.0 §6.2: length, any Unicode, no composition
// rules, refused when guessable (zxcvbn < 3) or built from the account's email or our name.
describe('the password policy', () => {
  it.each([
    ['aaaaaaaaaa1', 'too_short'],
    ['aaaaaaaaaaaa1', 'guessable'],
    ['iloveyou12345', 'guessable'],
    ['letmein12345', 'guessable'],
    ['P@ssw0rd2026', 'guessable'],
    ['accra1234567', 'guessable'],
    [`${' '.repeat(10)}1a`, 'guessable'],
    ['ééééééééééé1', 'guessable'],
    ['kofi.mensah-Rocks-2026', 'contains_email'],
    ['KOFIMENSAH and friends 2026', 'contains_email'],
    ['My-GhanaHomes-Credit-99', 'contains_name'],
    ['I love ghana homes credit!', 'contains_name'],
  ])('refuses %j (%s)', (password, problem) => {
    expect(judgePassword(password, 'kofi.mensah@example.com').problem).toBe(problem);
    expect(isStrongPassword(password, 'kofi.mensah@example.com')).toBe(false);
  });

  it.each(['correcthorsebatterystaple', 'Ɔkɔmfo Anɔkye na ɔde sika dwa', 'Kente-Loom-Harmattan-47', 'plantain kelewele night market'])(
    'accepts %j: long, unguessable, any script, no digit or symbol needed',
    (password) => {
      const verdict = judgePassword(password, 'kofi.mensah@example.com');
      expect(verdict).toMatchObject({ problem: null });
      expect(verdict.score).toBeGreaterThanOrEqual(3);
    },
  );

  it('counts characters, not UTF-16 units: eleven emoji are too short', () => {
    const elevenEmoji = '🏠'.repeat(11);
    expect(elevenEmoji.length).toBe(22);
    expect(judgePassword(elevenEmoji).problem).toBe('too_short');
    expect(MIN_PASSWORD_LENGTH).toBe(12);
  });

  it('ignores a short email local part (it would refuse every password with "ab" in it)', () => {
    expect(judgePassword('absolutely-harmless-tapioca', 'ab@example.com').problem).toBeNull();
  });

  it('tells the customer what to change', () => {
    expect(passwordAdvice(judgePassword('short'))).toBe('Use at least 12 characters.');
    expect(passwordAdvice(judgePassword('kofi.mensah-Rocks-2026', 'kofi.mensah@example.com'))).toBe('Do not use your email address in your password.');
    expect(passwordAdvice(judgePassword('iloveyou12345'))).toMatch(/commonly used/);
    expect(passwordAdvice(judgePassword('correcthorsebatterystaple'))).toBe('Strong password.');
  });
});
