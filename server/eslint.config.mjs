import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Nest's HTTP exceptions: services throw coded AppErrors instead (one filter maps them for both transports). */
const NEST_HTTP_EXCEPTIONS = [
  'HttpException',
  'BadRequestException',
  'UnauthorizedException',
  'ForbiddenException',
  'NotFoundException',
  'ConflictException',
  'GoneException',
  'PayloadTooLargeException',
  'UnsupportedMediaTypeException',
  'UnprocessableEntityException',
  'InternalServerErrorException',
  'NotImplementedException',
  'ServiceUnavailableException',
  'RequestTimeoutException',
  'MethodNotAllowedException',
  'NotAcceptableException',
  'PreconditionFailedException',
];

/** Model ownership (STYLE.md): a module's own schemas are `./schemas/…` or `../schemas/…`. */
const OTHER_MODULES_SCHEMAS = {
  group: ['../*/schemas/*', '../../*/schemas/*', '../../../*/schemas/*'],
  message: "A module never imports another module's schemas (its Model): call the owner's service.",
};

/** The books Model is BooksRepository's alone (one writer per collection). */
const ONLY_THE_BOOKS_REPOSITORY = {
  name: '@nestjs/mongoose',
  importNames: ['InjectModel', 'getModelToken'],
  message: 'Only BooksRepository holds the books Model: ask it, or BooksService.',
};

/** Nest's HTTP exceptions, refused in services. */
const NO_NEST_HTTP_EXCEPTIONS = {
  name: '@nestjs/common',
  importNames: NEST_HTTP_EXCEPTIONS,
  message: 'Services throw AppError (common/errors/app-error.ts), never Nest HTTP exceptions.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-namespace': 'off',
      'no-console': 'error',
    },
  },
  {
    // Only the module that owns a schema touches its Model; other modules call the owner's service.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [OTHER_MODULES_SCHEMAS],
        },
      ],
    },
  },
  {
    // Services speak in coded AppErrors (common/errors), which mean the same on REST and GraphQL.
    files: ['src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_NEST_HTTP_EXCEPTIONS],
          patterns: [OTHER_MODULES_SCHEMAS],
        },
      ],
    },
  },
  {
    // One writer per collection: the books Model is injected by BooksRepository alone; the rest of
    // the module asks it or BooksService (the module file registers the schemas).
    files: ['src/books/**/*.ts'],
    ignores: ['src/books/books.repository.ts', 'src/books/books.module.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ONLY_THE_BOOKS_REPOSITORY], patterns: [OTHER_MODULES_SCHEMAS] }],
    },
  },
  {
    files: ['src/books/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NO_NEST_HTTP_EXCEPTIONS, ONLY_THE_BOOKS_REPOSITORY], patterns: [OTHER_MODULES_SCHEMAS] },
      ],
    },
  },
);
