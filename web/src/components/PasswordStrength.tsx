// The strength of a new password as it is typed. The server judges it (POST /api/password-strength, the same policy
// and word lists that decide at sign-up: zxcvbn with the email and our name as context), so the meter and the
// decision agree and no phone downloads the word lists. Offline or rate-limited, the meter stays quiet; the form
// still works and the server decides when it is sent.
import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';

interface Verdict {
  score: number;
  acceptable: boolean;
  advice: string;
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;
/** A pause after the last key press before asking: one request per word typed, not per character. */
export const PASSWORD_STRENGTH_DEBOUNCE_MS = 350;

async function judge(password: string, email: string | null | undefined, signal: AbortSignal): Promise<Verdict | null> {
  const response = await fetch('/api/password-strength', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(email ? { password, email } : { password }),
    credentials: 'omit',
    signal,
  });
  if (!response.ok) return null;
  const body = (await response.json()) as Partial<Verdict>;
  return typeof body.score === 'number' && typeof body.advice === 'string' ? { score: Math.max(0, Math.min(4, body.score)), acceptable: Boolean(body.acceptable), advice: body.advice } : null;
}

export function PasswordStrength({ password, email, id }: { password: string; email?: string | null; id?: string }) {
  const [judged, setJudged] = useState<{ password: string; verdict: Verdict } | null>(null);
  useEffect(() => {
    if (!password) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      judge(password, email, controller.signal).then(
        (verdict) => verdict && setJudged({ password, verdict }),
        () => undefined,
      );
    }, PASSWORD_STRENGTH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password, email]);
  if (!password || judged?.password !== password) return null;
  const { verdict } = judged;
  return (
    <Box id={id} role="status" aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={((verdict.score + 1) / 5) * 100}
        color={COLORS[verdict.score]}
        aria-label="Password strength"
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color={verdict.acceptable ? 'success.main' : 'error.main'} sx={{ mt: 0.5 }}>
        Strength: {LABELS[verdict.score]}. {verdict.advice}
      </Typography>
    </Box>
  );
}
