import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { PaymentMethod } from '../../gql/graphql';
import { formatCedis, formatDate, formatDateTime } from '../../lib/money';
import { PAYMENT_METHOD_LABELS } from '../../lib/payment-labels';

export interface ReceiptAllocationView {
  number: number;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}

export interface ReceiptView {
  paymentId: string;
  number: string;
  issuedAt: string;
  amount: number;
  method: PaymentMethod;
  allocation: readonly ReceiptAllocationView[];
  /** Principal paid ahead of the schedule. */
  prepaid?: number | null;
  /** Kept as the customer's credit balance. */
  unallocated: number;
  balanceAfter: number;
  /** The loan it paid, named as every screen names it ("Rent assistance loan LN-…"); a customer may have several. */
  loanLabel?: string | null;
  /** Money taken by staff: the day it was received, the teller's name and the branch. */
  receivedOn?: string | null;
  receivedBy?: string | null;
  branch?: string | null;
}

/** "Received on 25 Feb 2026 by Efua Mensah at Accra Ridge" for money staff took; null for online payments. */
export function counterLine(receipt: Pick<ReceiptView, 'receivedOn' | 'receivedBy' | 'branch'>): string | null {
  if (!receipt.receivedOn) return null;
  return `Received on ${formatDate(receipt.receivedOn)}${receipt.receivedBy ? ` by ${receipt.receivedBy}` : ''}${receipt.branch ? ` at ${receipt.branch}` : ''}`;
}

export interface ReceiptsListProps {
  receipts: readonly ReceiptView[];
  /** The receipt a notification pointed at (`/payments?receipt=<paymentId>`): scrolled to and marked. */
  highlightPaymentId?: string | null;
}

/** The server draws the PDF (server/src/http/documents-pdf.ts); a plain link sends the session cookie. */
export function receiptPdfUrl(paymentId: string): string {
  return `/api/files/receipts/${encodeURIComponent(paymentId)}.pdf`;
}

export function receiptAnchorId(paymentId: string): string {
  return `receipt-${paymentId}`;
}

function instalmentsLabel(allocation: readonly ReceiptAllocationView[]): string | null {
  if (allocation.length === 0) return null;
  const numbers = allocation.map((line) => line.number);
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return first === last ? `Instalment ${first}` : `Instalments ${first}–${last}`;
}

/** 'Instalments 1–2: principal GH₵802.50, interest GH₵350.00, fees GH₵5.00' plus what went ahead or to credit. */
export function allocationSummary(receipt: Pick<ReceiptView, 'allocation' | 'prepaid' | 'unallocated'>): string {
  const sum = (key: keyof Omit<ReceiptAllocationView, 'number'>) => receipt.allocation.reduce((total, line) => total + line[key], 0);
  const parts = [
    ['principal', sum('principal')],
    ['interest', sum('interest')],
    ['fees', sum('fee')],
    ['penalties', sum('penalty')],
  ]
    .filter(([, amount]) => Number(amount) > 0)
    .map(([label, amount]) => `${label} ${formatCedis(Number(amount))}`);
  const instalments = instalmentsLabel(receipt.allocation);
  const sentences = [instalments && parts.length > 0 ? `${instalments}: ${parts.join(', ')}` : null];
  if (receipt.prepaid) sentences.push(`${formatCedis(receipt.prepaid)} paid ahead of schedule`);
  if (receipt.unallocated) sentences.push(`${formatCedis(receipt.unallocated)} added to your credit balance`);
  return sentences.filter(Boolean).join(' · ') || 'Not applied to an instalment';
}

/** Receipts of successful payments, newest first, each with its PDF. */
export function ReceiptsList({ receipts, highlightPaymentId }: ReceiptsListProps) {
  const highlighted = useRef<HTMLDivElement | null>(null);
  const found = receipts.some((receipt) => receipt.paymentId === highlightPaymentId);
  useEffect(() => {
    if (!found || !highlighted.current) return;
    highlighted.current.scrollIntoView?.({ block: 'center' });
    highlighted.current.focus({ preventScroll: true });
  }, [found]);

  return (
    <Box component="section" aria-labelledby="receipts-heading" sx={{ mb: 4 }}>
      <Typography id="receipts-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Receipts
      </Typography>
      {receipts.length === 0 ? (
        <Typography color="text.secondary">Receipts appear here for every successful payment.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Receipts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {receipts.map((receipt) => {
            const isHighlighted = receipt.paymentId === highlightPaymentId;
            return (
              <li key={receipt.paymentId}>
                <Card
                  variant="outlined"
                  id={receiptAnchorId(receipt.paymentId)}
                  ref={isHighlighted ? highlighted : undefined}
                  tabIndex={isHighlighted ? -1 : undefined}
                  aria-current={isHighlighted ? 'true' : undefined}
                  sx={isHighlighted ? { borderColor: 'primary.main', borderWidth: 2, outline: 'none' } : undefined}
                >
                  <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          Receipt {receipt.number}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {formatDateTime(receipt.issuedAt)} · {PAYMENT_METHOD_LABELS[receipt.method]}
                        </Typography>
                        {receipt.loanLabel ? (
                          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            {receipt.loanLabel}
                          </Typography>
                        ) : null}
                        {counterLine(receipt) ? (
                          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            {counterLine(receipt)}
                          </Typography>
                        ) : null}
                        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                          {allocationSummary(receipt)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          Balance after: {formatCedis(receipt.balanceAfter)}
                        </Typography>
                      </Box>
                      <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>{formatCedis(receipt.amount)}</Typography>
                        <Button
                          variant="outlined"
                          size="small"
                          startIcon={<PictureAsPdfOutlined />}
                          href={receiptPdfUrl(receipt.paymentId)}
                          download
                          aria-label={`Download PDF of receipt ${receipt.number}`}
                        >
                          Download PDF
                        </Button>
                      </Stack>
                    </Stack>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

export default ReceiptsList;
