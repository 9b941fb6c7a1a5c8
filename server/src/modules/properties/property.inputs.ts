import { IsIn, IsOptional, Length, Matches, MaxLength } from 'class-validator';
import { IsGhanaPhone } from '../../graphql/phone.js';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { OrderedPageArgs } from '../../graphql/pagination.js';
import { PROPERTY_TYPES, type InspectionStatus, type PropertyType } from './property.table.js';
import { InspectionStatusEnum, PropertyTypeEnum } from './property.type.js';

export const GHANA_POST_GPS = /^[A-Z]{2}-\d{3,4}-\d{4}$/;
export const GHANA_POST_GPS_MESSAGE = 'must be a GhanaPost GPS address like GA-183-8164';

@InputType({ description: 'A rented home and its landlord, as property staff record it; an update replaces every field (the inspection stays).' })
export class PropertyInput {
  @Field(() => String, { description: 'Street, house number, area and town: 5 to 300 characters.' })
  @Length(5, 300)
  address: string;

  @Field(() => String, { description: 'GhanaPost GPS digital address, e.g. GA-183-8164.' })
  @Matches(GHANA_POST_GPS, { message: GHANA_POST_GPS_MESSAGE })
  digitalAddress: string;

  @Field(() => String, { description: 'The landlord’s name, 2 to 120 characters.' })
  @Length(2, 120)
  landlordName: string;

  @Field(() => String, { description: 'Any usual Ghana form (024 412 3456, +233 24 412 3456); stored and answered as E.164.' })
  @IsGhanaPhone()
  landlordPhone: string;

  @Field(() => PropertyTypeEnum, { description: 'The kind of home.' })
  @IsIn(PROPERTY_TYPES)
  propertyType: PropertyType;
}

@ArgsType()
export class PropertyListArgs extends OrderedPageArgs {
  @Field(() => InspectionStatusEnum, { nullable: true, description: 'Only properties with this inspection status.' })
  inspectionStatus?: InspectionStatus | null;

  @Field(() => String, { nullable: true, description: 'Part of the address, GhanaPost GPS code or landlord name (any case).' })
  @IsOptional()
  @MaxLength(100, { message: 'The search text must be at most 100 characters.' })
  search?: string | null;
}

@ArgsType()
export class RecordInspectionArgs {
  @Field(() => ID, { description: 'The property inspected.' })
  id: string;

  @Field(() => InspectionStatusEnum, { description: 'passed or failed.' })
  status: InspectionStatus;

  @Field(() => String, { description: 'What the inspection found, 3 to 2000 characters; property staff read them.' })
  @Length(3, 2000)
  notes: string;
}
