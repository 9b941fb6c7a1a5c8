import type { CollectionQueue, ContactChannel, ContactOutcome } from '../../gql/graphql';

export const CHANNEL_LABELS: Record<ContactChannel, string> = { call: 'Call', sms: 'SMS', visit: 'Visit', whatsapp: 'WhatsApp', email: 'Email' };
export const OUTCOME_LABELS: Record<ContactOutcome, string> = {
  reached: 'Reached',
  no_answer: 'No answer',
  promised: 'Promised to pay',
  refused: 'Refused to pay',
  wrong_number: 'Wrong number',
  disputed: 'Disputes the debt',
  left_message: 'Left a message',
};
export const QUEUE_LABELS: Array<{ value: CollectionQueue; label: string }> = [
  { value: 'due_next_7_days', label: 'Due in 7 days' },
  { value: 'due_today', label: 'Due today' },
  { value: 'days_1_30', label: '1–30 days' },
  { value: 'days_31_60', label: '31–60 days' },
  { value: 'days_61_90', label: '61–90 days' },
  { value: 'days_90_plus', label: '90+ days' },
  { value: 'broken_promises', label: 'Broken promises' },
];
export const PROMISE_LABELS: Record<string, string> = { open: 'Open', kept: 'Kept', broken: 'Broken', cancelled: 'Replaced' };
export const PROMISE_COLORS: Record<string, 'default' | 'success' | 'error' | 'info'> = { open: 'info', kept: 'success', broken: 'error', cancelled: 'default' };
export const formatBp = (bp: number) => `${(bp / 100).toFixed(1)}%`;
