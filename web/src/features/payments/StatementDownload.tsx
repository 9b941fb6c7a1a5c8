import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';

export interface StatementLoan {
  id: string;
  label: string;
}

export interface StatementDownloadProps {
  loans: readonly StatementLoan[];
  /** 'YYYY-MM-DD'; today on Ghana time (GMT) unless a test pins it. */
  today?: string;
}

export const STATEMENT_SECTION_ID = 'statement';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The short loan number people see (as the server's loanNumber in loan.statement.ts): LN-1A2B3C4D. */
export function loanNumber(id: string): string {
  return `LN-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

/** Ghana keeps GMT all year, so the UTC day is the local one. */
export function ghanaToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The same day a year earlier (29 Feb → 28 Feb). */
export function yearBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return `${String(year - 1).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`;
}

function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The server draws the PDF (server/src/http/documents-pdf.ts); a plain link sends the session cookie. */
export function statementPdfUrl(loanId: string, from: string, to: string): string {
  return `/api/files/loans/${encodeURIComponent(loanId)}/statement.pdf?${new URLSearchParams({ from, to }).toString()}`;
}

/** A loan statement PDF for a date range (the last 12 months unless changed). */
export function StatementDownload({ loans, today = ghanaToday() }: StatementDownloadProps) {
  const [loanId, setLoanId] = useState(loans[0]?.id ?? '');
  const [from, setFrom] = useState(() => yearBefore(today));
  const [to, setTo] = useState(today);
  const chosen = loans.find((loan) => loan.id === loanId) ?? loans[0];

  const fromError = isDay(from) ? null : 'Enter a start date';
  const toError = !isDay(to) ? 'Enter an end date' : !fromError && from > to ? 'The end date must be on or after the start date' : null;
  const ready = Boolean(chosen) && !fromError && !toError;

  return (
    <Box component="section" id={STATEMENT_SECTION_ID} aria-labelledby="statement-heading" sx={{ mb: 4, scrollMarginTop: 80 }}>
      <Typography id="statement-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Loan statement
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          {!chosen ? (
            <Typography color="text.secondary">You can download a statement once you have a loan.</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Your loan terms, repayment schedule and every transaction in the period with the running balance, as a PDF.
              </Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}>
                {loans.length > 1 ? (
                  <TextField select label="Loan" value={chosen.id} onChange={(event) => setLoanId(event.target.value)} sx={{ minWidth: { md: 260 } }}>
                    {loans.map((loan) => (
                      <MenuItem key={loan.id} value={loan.id}>
                        {loan.label}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <Typography sx={{ alignSelf: { md: 'center' }, overflowWrap: 'anywhere' }}>{chosen.label}</Typography>
                )}
                <TextField
                  type="date"
                  label="From"
                  value={from}
                  onChange={(event) => setFrom(event.target.value)}
                  error={Boolean(fromError)}
                  helperText={fromError ?? ' '}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
                />
                <TextField
                  type="date"
                  label="To"
                  value={to}
                  onChange={(event) => setTo(event.target.value)}
                  error={Boolean(toError)}
                  helperText={toError ?? ' '}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
                />
                <Box sx={{ pt: { md: 1 } }}>
                  {ready ? (
                    <Button variant="contained" startIcon={<DescriptionOutlined />} href={statementPdfUrl(chosen.id, from, to)} download fullWidth sx={{ whiteSpace: 'nowrap' }}>
                      Download statement PDF
                    </Button>
                  ) : (
                    <Button variant="contained" startIcon={<DescriptionOutlined />} disabled fullWidth sx={{ whiteSpace: 'nowrap' }}>
                      Download statement PDF
                    </Button>
                  )}
                </Box>
              </Stack>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export default StatementDownload;
