import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { PropertyInput, PropertyListArgs, RecordInspectionArgs } from './property.inputs.js';
import { Property, PropertyConnection, PropertyDetail } from './property.type.js';

@Resolver()
export class PropertyResolver {
  @Query(() => PropertyConnection, { description: 'Properties, newest first, optionally by inspection status or search text.' })
  @Allow.permission('manageProperties')
  properties(@Args() { first, after, order, inspectionStatus, search }: PropertyListArgs, @Ctx() { services }: AppContext) {
    return services.properties.list(first, after, inspectionStatus, order, search);
  }

  @Query(() => PropertyDetail, { description: 'One property with the applications linked to it.' })
  @Allow.permission('manageProperties')
  property(@Arg('id', () => ID, { description: 'The property id.' }) id: string, @Ctx() { services }: AppContext) {
    return services.properties.get(id);
  }

  @Mutation(() => Property, { description: 'Records a rented home and its landlord (manageProperties); its inspection starts as pending. Audited.' })
  @Allow.permission('manageProperties')
  createProperty(@Arg('input', () => PropertyInput, { description: 'The address, landlord and kind of home.' }) input: PropertyInput, @Ctx() context: AppContext) {
    return context.services.properties.create(actorOf(context), input);
  }

  @Mutation(() => Property, { description: 'Replaces a property’s address, landlord and kind (manageProperties); the inspection result stays. Audited.' })
  @Allow.permission('manageProperties')
  updateProperty(
    @Arg('id', () => ID, { description: 'The property id.' }) id: string,
    @Arg('input', () => PropertyInput, { description: 'Every field, as it should now read.' }) input: PropertyInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.properties.update(actorOf(context), id, input);
  }

  @Mutation(() => Property, { description: 'Records the on-site inspection result (passed or failed) with notes.' })
  @Allow.permission('manageProperties')
  recordInspection(@Args() { id, status, notes }: RecordInspectionArgs, @Ctx() context: AppContext) {
    return context.services.properties.recordInspection(actorOf(context), id, status, notes);
  }
}
