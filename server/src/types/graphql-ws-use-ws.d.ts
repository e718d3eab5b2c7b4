// graphql-ws publishes its `ws` adapter as the subpath export `graphql-ws/use/ws`, which the
// server's module resolution (node10) does not read; its types are the file the export names.
declare module 'graphql-ws/use/ws' {
  export * from 'graphql-ws/dist/use/ws';
}
