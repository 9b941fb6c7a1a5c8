import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { CLASSIFICATION_LABELS } from '../../finance/index.js';
import { BalanceSheetView, GlAccountBalance, IncomeStatementView, JournalLineItem, LoanClassificationView, ReconciliationLineView, TrialBalanceView } from './accounting.type.js';

@Resolver()
export class AccountingResolver {
  @Query(() => [GlAccountBalance], { description: 'The chart of accounts with each account’s balance (viewAccounting).' })
  @Allow.permission('viewAccounting')
  chartOfAccounts(@Ctx() { services }: AppContext) {
    return services.accounting.chart();
  }

  @Query(() => LoanClassificationView, { description: 'The running book today by Bank of Ghana class, the provision each requires and the NPL ratio (viewAccounting).' })
  @Allow.permission('viewAccounting')
  async loanClassification(@Ctx() { services }: AppContext): Promise<LoanClassificationView> {
    const book = await services.accounting.loanClassification();
    return { ...book, rows: book.rows.map((row) => ({ ...row, label: CLASSIFICATION_LABELS[row.classification] })) };
  }

  @Query(() => TrialBalanceView, { description: 'Every account’s balance at the end of a day (default today).' })
  @Allow.permission('viewAccounting')
  trialBalance(@Arg('on', () => String, { nullable: true }) on: string | null, @Ctx() { services }: AppContext) {
    return services.accounting.trialBalance(on);
  }

  @Query(() => IncomeStatementView, { description: 'Income and expenses posted in a period (both days included).' })
  @Allow.permission('viewAccounting')
  incomeStatement(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() { services }: AppContext) {
    return services.accounting.incomeStatement(from, to);
  }

  @Query(() => BalanceSheetView, { description: 'Assets, liabilities and equity at the end of a day (default today).' })
  @Allow.permission('viewAccounting')
  balanceSheet(@Arg('on', () => String, { nullable: true }) on: string | null, @Ctx() { services }: AppContext) {
    return services.accounting.balanceSheet(on);
  }

  @Query(() => [JournalLineItem], { description: 'An account’s journal lines, newest first, with the loan each came from.' })
  @Allow.permission('viewAccounting')
  accountLines(
    @Arg('accountCode', () => String) accountCode: string,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Arg('loanId', () => ID, { nullable: true }) loanId: string | null,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('before', () => ID, { nullable: true, description: 'The id of the last line of the previous page.' }) before: string | null,
    @Ctx() { services }: AppContext,
  ) {
    return services.accounting.accountLines({ accountCode, from, to, loanId, first, before });
  }

  @Query(() => [ReconciliationLineView], { description: 'Control accounts against the loan subledger (exact right after close of business).' })
  @Allow.permission('viewAccounting')
  booksReconciliation(@Ctx() { services }: AppContext) {
    return services.accounting.reconciliation();
  }
}
