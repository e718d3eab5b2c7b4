import { registerEnumType } from '@nestjs/graphql';

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}

registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'ASC: smallest first (the default); DESC: largest first',
});

/** The MongoDB sort order for a direction. */
export const sortOrder = (direction: SortDirection): 1 | -1 => (direction === SortDirection.DESC ? -1 : 1);
