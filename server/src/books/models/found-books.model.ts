import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Book } from './book.model';

@ObjectType()
export class FacetCount {
  @ApiProperty({
    description: 'The value a filter sends: a category, an author, a language code, a price range key, a year',
  })
  @Field({ description: 'The value a filter sends: a category, an author, a language code, a price range key, a year' })
  value: string;

  @ApiProperty({ type: 'integer' })
  @Field(() => Int, { description: "Books with this value for the search and the other facets' filters" })
  count: number;
}

@ObjectType()
export class BookFacets {
  @ApiProperty({ type: [FacetCount], description: 'A to Z' })
  @Field(() => [FacetCount], { description: 'A to Z' })
  categories: FacetCount[];

  @ApiProperty({ type: [FacetCount], description: 'The 10 with the most books' })
  @Field(() => [FacetCount], { description: 'The 10 with the most books' })
  authors: FacetCount[];

  @ApiProperty({ type: [FacetCount], description: 'Books without a language are not counted' })
  @Field(() => [FacetCount], { description: 'Books without a language are not counted' })
  languages: FacetCount[];

  @ApiProperty({ type: [FacetCount], description: 'Price ranges in cents (from-below), cheapest first' })
  @Field(() => [FacetCount], { description: 'Price ranges in cents (from-below), cheapest first' })
  prices: FacetCount[];

  @ApiProperty({
    type: [FacetCount],
    description: 'The 12 years with the most books; books without a year are not counted',
  })
  @Field(() => [FacetCount], { description: 'The 12 years with the most books; books without a year are not counted' })
  years: FacetCount[];
}

/** One page of the shoppers' search with its facets. */
@ObjectType()
export class FoundBooks {
  @ApiProperty({ type: 'integer', description: 'All results (every page)' })
  @Field(() => Int, { description: 'All results (every page)' })
  totalCount: number;

  @ApiProperty({
    description:
      'More books matched than the search ranks (5,000 on the database catalogue): totalCount and the facets count those ranked',
  })
  @Field({
    description:
      'More books matched than the search ranks (5,000 on the database catalogue): totalCount and the facets count those ranked',
  })
  totalCountCapped: boolean;

  @ApiProperty({ type: [Book], description: 'Most relevant first; ties by title, then id' })
  @Field(() => [Book], { description: 'Most relevant first; ties by title, then id' })
  books: Book[];

  @ApiProperty({ type: BookFacets })
  @Field(() => BookFacets)
  facets: BookFacets;
}

@ObjectType()
export class BookSuggestion {
  @ApiProperty({ enum: ['title', 'author'] })
  @Field({ description: 'title or author' })
  kind: 'title' | 'author';

  @ApiProperty({ description: 'The title or the author, as the book has it' })
  @Field({ description: 'The title or the author, as the book has it' })
  text: string;
}

export class BookSuggestionsResponse {
  @ApiProperty({ type: [BookSuggestion] })
  suggestions: BookSuggestion[];
}
