import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/**
 * Where to download an export: a file is streamed over HTTP (GET with the same bearer token),
 * never carried inside a GraphQL answer, so that a large one never sits in memory.
 */
@ObjectType()
export class CsvDownload {
  @ApiProperty({ description: 'The REST path to GET, with the same Authorization header' })
  @Field({ description: 'The REST path to GET, with the same Authorization header' })
  path: string;

  @ApiProperty({ description: 'The name the file is sent under' })
  @Field({ description: 'The name the file is sent under' })
  fileName: string;
}
