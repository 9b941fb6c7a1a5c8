import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { CreateGlAccountInput } from './chart.inputs.js';
import { GlAccountBalance } from './accounting.type.js';

@Resolver()
export class ChartResolver {
  /** The account with the balance the chart shows for it. */
  private async balanceOf(context: AppContext, code: string): Promise<GlAccountBalance> {
    const chart = await context.services.accounting.chart();
    return chart.find((account) => account.code === code)!;
  }

  @Mutation(() => GlAccountBalance, { description: 'Adds an account to the chart (manageAccounting). CONFLICT when the code is taken; BAD_USER_INPUT names the field.' })
  @Allow.permission('manageAccounting')
  async createGlAccount(@Arg('input', () => CreateGlAccountInput, { description: 'The code, name and type.' }) input: CreateGlAccountInput, @Ctx() context: AppContext) {
    const row = await context.services.chart.create(actorOf(context), input);
    return this.balanceOf(context, row.code);
  }

  @Mutation(() => GlAccountBalance, { description: 'Renames an account (manageAccounting); its code, type and lines stay.' })
  @Allow.permission('manageAccounting')
  async renameGlAccount(
    @Arg('code', () => String, { description: 'The account’s code.' }) code: string,
    @Arg('name', () => String, { description: 'The new name, 2 to 80 characters.' }) name: string,
    @Ctx() context: AppContext,
  ) {
    await context.services.chart.rename(actorOf(context), code, name);
    return this.balanceOf(context, code);
  }

  @Mutation(() => GlAccountBalance, {
    description: 'Deactivates or reactivates an account (manageAccounting). An inactive account keeps its lines and balance but cannot be chosen for a product; one a product posts to cannot be deactivated (CONFLICT).',
  })
  @Allow.permission('manageAccounting')
  async setGlAccountActive(
    @Arg('code', () => String, { description: 'The account’s code.' }) code: string,
    @Arg('active', () => Boolean, { description: 'True to reactivate, false to deactivate.' }) active: boolean,
    @Ctx() context: AppContext,
  ) {
    await context.services.chart.setActive(actorOf(context), code, active);
    return this.balanceOf(context, code);
  }

  @Mutation(() => Boolean, { description: 'Deletes an account that never had a line and no product posts to (manageAccounting); CONFLICT otherwise (deactivate it instead).' })
  @Allow.permission('manageAccounting')
  deleteGlAccount(@Arg('code', () => String, { description: 'The account’s code.' }) code: string, @Ctx() context: AppContext) {
    return context.services.chart.remove(actorOf(context), code);
  }
}
