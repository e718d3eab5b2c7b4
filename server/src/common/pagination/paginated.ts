import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { PageInfo } from './page-info.model';

export interface Edge<T> {
  cursor: string;
  node: T;
}

/** A page of a list as a service returns it; the GraphQL connection types have this shape. */
export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * The GraphQL connection type for a list of `T`: `edges { cursor node }`, `pageInfo` and
 * `totalCount` (all items matching the filters, not only this page). Use it as
 * `@ObjectType() class BookConnection extends Paginated(Book) {}`.
 */
export function Paginated<T>(classRef: Type<T>) {
  @ObjectType(`${classRef.name}Edge`)
  abstract class EdgeType implements Edge<T> {
    @Field({ description: 'Opaque; pass it as `after` to continue after this item' })
    cursor: string;

    @Field(() => classRef)
    node: T;
  }

  @ObjectType({ isAbstract: true })
  abstract class ConnectionType implements Connection<T> {
    @Field(() => [EdgeType])
    edges: EdgeType[];

    @Field(() => PageInfo)
    pageInfo: PageInfo;

    @Field(() => Int, { description: 'How many items match the filters in all pages together' })
    totalCount: number;
  }
  return ConnectionType;
}
