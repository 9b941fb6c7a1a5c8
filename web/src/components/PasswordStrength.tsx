// The strength of a new password as it is typed, by the server's rules (zxcvbn with the email and our name as context)
// over zxcvbn's common lists (lib/password-estimate.ts). They load in their own chunk on first use, so no other page
// pays for them; the server, with every list, decides.
import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { PasswordVerdict } from '../../../server/src/shared/password-judge';
import { MIN_PASSWORD_SCORE } from '../../../server/src/shared/password-rules';

type Estimate = typeof import('../lib/password-estimate');
let estimate: Promise<Estimate> | undefined;
const loadPolicy = () => (estimate ??= import('../lib/password-estimate'));

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

export function PasswordStrength({ password, email, id }: { password: string; email?: string | null; id?: string }) {
  const [judged, setJudged] = useState<{ password: string; verdict: PasswordVerdict; advice: string } | null>(null);
  useEffect(() => {
    if (!password) return;
    let current = true;
    // A short pause after typing: zxcvbn takes a few milliseconds to a tenth of a second on a phone.
    const timer = setTimeout(() => {
      void loadPolicy().then(({ judgePassword, passwordAdvice }) => {
        if (!current) return;
        const verdict = judgePassword(password, email);
        setJudged({ password, verdict, advice: passwordAdvice(verdict) });
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email]);
  if (!password || judged?.password !== password) return null;
  const { verdict, advice } = judged;
  const ok = verdict.problem === null && verdict.score >= MIN_PASSWORD_SCORE;
  return (
    <Box id={id} role="status" aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={((verdict.score + 1) / 5) * 100}
        color={COLORS[verdict.score]}
        aria-label="Password strength"
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color={ok ? 'success.main' : 'error.main'} sx={{ mt: 0.5 }}>
        Strength: {LABELS[verdict.score]}. {advice}
      </Typography>
    </Box>
  );
}
