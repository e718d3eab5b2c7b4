import { Field, ObjectType } from '@nestjs/graphql';

/** Where a page of a forward-paginated list ends. */
@ObjectType()
export class PageInfo {
  @Field({ description: 'Whether another page follows this one' })
  hasNextPage: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The cursor of the last edge; pass it as `after` for the next page. Null on an empty page.',
  })
  endCursor: string | null;
}
