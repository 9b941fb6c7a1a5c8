import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { INSPECTION_STATUSES, PROPERTY_TYPES, type InspectionStatus, type PropertyType } from './property.table.js';

export const PropertyTypeEnum = Object.fromEntries(PROPERTY_TYPES.map((value) => [value, value])) as Record<PropertyType, PropertyType>;
export const InspectionStatusEnum = Object.fromEntries(INSPECTION_STATUSES.map((value) => [value, value])) as Record<
  InspectionStatus,
  InspectionStatus
>;
registerEnumType(PropertyTypeEnum, { name: 'PropertyType', description: 'Kinds of rented home common in Ghana.' });
registerEnumType(InspectionStatusEnum, { name: 'InspectionStatus', description: 'Result of the on-site inspection.' });

@ObjectType({ description: 'A rented home; read by application and property staff only.' })
@Allow.inherit()
export class Property {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  address: string;

  @Field(() => String, { description: 'GhanaPost GPS digital address, e.g. GA-183-8164.' })
  digitalAddress: string;

  @Field(() => String)
  landlordName: string;

  @Field(() => String)
  landlordPhone: string;

  @Field(() => PropertyTypeEnum)
  propertyType: PropertyType;

  @Field(() => InspectionStatusEnum)
  inspectionStatus: InspectionStatus;

  @Field(() => ID, { nullable: true })
  inspectorId: string | null;

  @Field(() => String, { nullable: true })
  inspectionNotes: string | null;

  @Field(() => Date, { nullable: true })
  inspectedAt: Date | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType()
export class PropertyConnection extends Connection(Property) {}

/** What an applicant may see of the property linked to their application (no landlord contact, no notes). */
@ObjectType()
@Allow.inherit()
export class PropertySummary {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  address: string;

  @Field(() => String)
  digitalAddress: string;

  @Field(() => PropertyTypeEnum)
  propertyType: PropertyType;

  @Field(() => InspectionStatusEnum)
  inspectionStatus: InspectionStatus;
}

@ObjectType({ description: 'A property with the applications linked to it (the `property(id)` detail).' })
@Allow.inherit()
export class PropertyDetail extends Property {}
