// /admin/accounting (viewAccounting): the books — chart of accounts with balances, an account's journal lines, the
// trial balance at a day, the income statement for a period, the balance sheet at a day and the reconciliation with
// the loan subledger, the book by Bank of Ghana class with its NPL ratio, and the month-end close (periods), one tab
// each (?tab=); the reports download as CSV and XLSX.

import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageContainer } from '../../../../components/PageContainer';
import { AccountLines } from './AccountLines';
import { Classification } from './Classification';
import { Periods } from './Periods';
import { ChartOfAccounts } from './Chart';
import { BalanceSheet, IncomeStatement, Reconciliation, TrialBalance } from './Reports';

const TABS = [
  { id: 'chart', label: 'Chart of accounts' },
  { id: 'journal', label: 'Journal' },
  { id: 'trial', label: 'Trial balance' },
  { id: 'income', label: 'Income statement' },
  { id: 'balance', label: 'Balance sheet' },
  { id: 'reconciliation', label: 'Reconciliation' },
  { id: 'classification', label: 'Classification' },
  { id: 'periods', label: 'Periods' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function AdminAccountingPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = TABS.some((entry) => entry.id === requested) ? (requested as TabId) : 'chart';
  return (
    <PageContainer title="Accounting" subtitle="The books: every loan event posts a balanced journal entry; interest is earned day by day at close of business.">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, value: TabId) => setParams({ tab: value }, { replace: true })} variant="scrollable" allowScrollButtonsMobile aria-label="Accounting reports">
          {TABS.map((entry) => (
            <Tab key={entry.id} value={entry.id} label={entry.label} id={`accounting-tab-${entry.id}`} aria-controls={`accounting-panel-${entry.id}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`accounting-panel-${tab}`} aria-labelledby={`accounting-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'chart' && <ChartOfAccounts />}
        {tab === 'journal' && <AccountLines />}
        {tab === 'trial' && <TrialBalance />}
        {tab === 'income' && <IncomeStatement />}
        {tab === 'balance' && <BalanceSheet />}
        {tab === 'reconciliation' && <Reconciliation />}
        {tab === 'classification' && <Classification />}
        {tab === 'periods' && <Periods />}
      </Box>
    </PageContainer>
  );
}
