import { Field, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'A Ghanaian public holiday on the working-day calendar that quotes and every working-day rule use.' })
@Allow.inherit()
export class PublicHoliday {
  @Field(() => String, { description: 'The day, YYYY-MM-DD.' })
  date: string;

  @Field(() => String, { description: 'The holiday’s name, e.g. Republic Day.' })
  name: string;

  @Field(() => String, { description: 'Where it came from: library (date-holidays), statute (a statutory holiday the library lacks) or staff.' })
  source: string;

  @Field(() => Date, { description: 'When it was seeded or last added or removed.' })
  changedAt: Date;

  @Field(() => String, { nullable: true, description: 'The staff member who last added or removed it; null when seeded.' })
  changedByName: string | null;
}
