declare module 'graphql-upload' {
  import type { GraphQLScalarType } from 'graphql';
  import type { RequestHandler } from 'express';
  import type { Readable } from 'node:stream';

  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(): Readable;
  }

  export const GraphQLUpload: GraphQLScalarType;
  export function graphqlUploadExpress(options?: {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }): RequestHandler;
}
