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

  @Query(() => TrialBalanceView, { description: 'Every account’s balance at the end of a day (viewAccounting).' })
  @Allow.permission('viewAccounting')
  trialBalance(@Arg('on', () => String, { nullable: true, description: 'The day, YYYY-MM-DD; null for today.' }) on: string | null, @Ctx() { services }: AppContext) {
    return services.accounting.trialBalance(on);
  }

  @Query(() => IncomeStatementView, { description: 'Income and expenses posted in a period, both days included (viewAccounting).' })
  @Allow.permission('viewAccounting')
  incomeStatement(
    @Arg('from', () => String, { description: 'The first day, YYYY-MM-DD.' }) from: string,
    @Arg('to', () => String, { description: 'The last day, YYYY-MM-DD, on or after from.' }) to: string,
    @Ctx() { services }: AppContext,
  ) {
    return services.accounting.incomeStatement(from, to);
  }

  @Query(() => BalanceSheetView, { description: 'Assets, liabilities and equity at the end of a day (viewAccounting).' })
  @Allow.permission('viewAccounting')
  balanceSheet(@Arg('on', () => String, { nullable: true, description: 'The day, YYYY-MM-DD; null for today.' }) on: string | null, @Ctx() { services }: AppContext) {
    return services.accounting.balanceSheet(on);
  }

  @Query(() => [JournalLineItem], { description: 'An account’s journal lines, newest first, with the loan each came from (viewAccounting).' })
  @Allow.permission('viewAccounting')
  accountLines(
    @Arg('accountCode', () => String, { description: 'The account code, e.g. 1100.' }) accountCode: string,
    @Arg('from', () => String, { nullable: true, description: 'Only lines posted on or after this day, YYYY-MM-DD; null for no lower bound.' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Only lines posted on or before this day, YYYY-MM-DD; null for no upper bound.' }) to: string | null,
    @Arg('loanId', () => ID, { nullable: true, description: 'Only the lines of this loan; null for every line.' }) loanId: string | null,
    @Arg('first', () => Int, { defaultValue: 50, description: 'How many lines to return, 1 to 200.' }) first: number,
    @Arg('before', () => ID, { nullable: true, description: 'The id of the last line of the previous page.' }) before: string | null,
    @Ctx() { services }: AppContext,
  ) {
    return services.accounting.accountLines({ accountCode, from, to, loanId, first, before });
  }

  @Query(() => [ReconciliationLineView], { description: 'Control accounts against the loan subledger, exact right after close of business (viewAccounting).' })
  @Allow.permission('viewAccounting')
  booksReconciliation(@Ctx() { services }: AppContext) {
    return services.accounting.reconciliation();
  }
}
