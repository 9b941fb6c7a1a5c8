import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { INSPECTION_STATUSES, PROPERTY_TYPES, type InspectionStatus, type PropertyType } from './property.table.js';

export const PropertyTypeEnum = Object.fromEntries(PROPERTY_TYPES.map((value) => [value, value])) as Record<PropertyType, PropertyType>;
export const InspectionStatusEnum = Object.fromEntries(INSPECTION_STATUSES.map((value) => [value, value])) as Record<
  InspectionStatus,
  InspectionStatus
>;
registerEnumType(PropertyTypeEnum, {
  name: 'PropertyType',
  description: 'Kinds of rented home common in Ghana.',
  valuesConfig: {
    apartment: { description: 'A flat in a block of flats.' },
    single_room: { description: 'One room, usually in a compound house, with shared facilities.' },
    chamber_and_hall: { description: 'A bedroom and a living room (chamber and hall), usually in a compound house.' },
    self_contained: { description: 'A unit with its own kitchen, bathroom and toilet.' },
    house: { description: 'A whole house.' },
    other: { description: 'Any other kind of home.' },
  } satisfies Record<keyof typeof PropertyTypeEnum, { description: string }>,
});
registerEnumType(InspectionStatusEnum, {
  name: 'InspectionStatus',
  description: 'Result of the on-site inspection.',
  valuesConfig: {
    pending: { description: 'Not inspected yet: an application linked to it does not pass the property check of approval.' },
    passed: { description: 'Inspected: the home exists and is fit to live in; the property check of approval passes.' },
    failed: { description: 'Inspected and found unfit (the notes say why); the property check of approval does not pass.' },
  } satisfies Record<keyof typeof InspectionStatusEnum, { description: string }>,
});

@ObjectType({ description: 'A rented home; read by application and property staff only.' })
@Allow.inherit()
export class Property {
  @Field(() => ID, { description: 'The property id.' })
  id: string;

  @Field(() => String, { description: 'Street, house number, area and town.' })
  address: string;

  @Field(() => String, { description: 'GhanaPost GPS digital address, e.g. GA-183-8164.' })
  digitalAddress: string;

  @Field(() => String, { description: 'The landlord’s name.' })
  landlordName: string;

  @Field(() => String, { description: 'The landlord’s phone number, E.164 (+233…).' })
  landlordPhone: string;

  @Field(() => PropertyTypeEnum, { description: 'The kind of home.' })
  propertyType: PropertyType;

  @Field(() => InspectionStatusEnum, { description: 'The result of the latest on-site inspection; pending until one is recorded.' })
  inspectionStatus: InspectionStatus;

  @Field(() => ID, { nullable: true, description: 'The staff member who recorded the latest inspection (user id); null before one.' })
  inspectorId: string | null;

  @Field(() => String, { nullable: true, description: 'What the latest inspection found; null before one.' })
  inspectionNotes: string | null;

  @Field(() => Date, { nullable: true, description: 'When the latest inspection was recorded; null before one.' })
  inspectedAt: Date | null;

  @Field(() => Date, { description: 'When the property was recorded.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed (details or inspection).' })
  updatedAt: Date;
}

@ObjectType({ description: 'A page of properties.' })
export class PropertyConnection extends Connection(Property) {}

/** What an applicant may see of the property linked to their application (no landlord contact, no notes). */
@ObjectType({ description: 'The property linked to an application, as its applicant may see it: no landlord contact and no inspection notes.' })
@Allow.inherit()
export class PropertySummary {
  @Field(() => ID, { description: 'The property id.' })
  id: string;

  @Field(() => String, { description: 'Street, house number, area and town.' })
  address: string;

  @Field(() => String, { description: 'GhanaPost GPS digital address, e.g. GA-183-8164.' })
  digitalAddress: string;

  @Field(() => PropertyTypeEnum, { description: 'The kind of home.' })
  propertyType: PropertyType;

  @Field(() => InspectionStatusEnum, { description: 'The result of the on-site inspection; pending until one is recorded.' })
  inspectionStatus: InspectionStatus;
}

@ObjectType({ description: 'A property with the applications linked to it (the `property(id)` detail).' })
@Allow.inherit()
export class PropertyDetail extends Property {}
