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

/** Model ownership (docs/architecture.md "Modules"): a module's own schemas are `./schemas/…` or `../schemas/…`. */
const OTHER_MODULES_SCHEMAS = {
  group: ['../*/schemas/*', '../../*/schemas/*', '../../../*/schemas/*'],
  message: "A module never imports another module's schemas (its Model): call the owner's service.",
};

/** A module's Models are its repositories' alone (one writer per collection). */
const onlyTheRepositories = (message) => ({
  name: '@nestjs/mongoose',
  importNames: ['InjectModel', 'getModelToken'],
  message,
});
const ONLY_THE_BOOKS_REPOSITORY = onlyTheRepositories(
  'Only BooksRepository holds the books Model: ask it, or BooksService.',
);
const ONLY_THE_USERS_REPOSITORIES = onlyTheRepositories(
  'Only the users repositories (users.repository.ts and the others beside it) hold the Models: ask one, or the service that owns the concern.',
);
const ONLY_THE_ORDERS_REPOSITORY = onlyTheRepositories(
  'Only the orders repositories (orders, figures, customer totals, order notes) hold the Models: ask one, or the service that owns the concern.',
);
const ONLY_THE_PRICING_REPOSITORY = onlyTheRepositories(
  'Only PricingRepository holds the money settings and discount codes Models: ask it, or the pricing services.',
);
const ONLY_THE_STORE_IDENTITY_REPOSITORY = onlyTheRepositories(
  "Only StoreIdentityRepository holds the shop's identity Model: ask it, or StoreIdentityService.",
);
const ONLY_THE_INVOICES_REPOSITORY = onlyTheRepositories(
  'Only InvoicesRepository holds the invoices and their counters: ask it, or InvoicesService.',
);
const ONLY_THE_REVIEWS_REPOSITORY = onlyTheRepositories(
  'Only ReviewsRepository holds the reviews Model: ask it, or ReviewsService.',
);

/**
 * For each module with repositories: its files that may inject a Model (the repositories, and
 * the module file, which registers the schemas), and the import refused everywhere else in it.
 */
const REPOSITORY_MODULES = [
  { module: 'books', allowed: ['books.repository.ts', 'books.module.ts'], refuse: ONLY_THE_BOOKS_REPOSITORY },
  { module: 'users', allowed: ['*.repository.ts', 'users.module.ts'], refuse: ONLY_THE_USERS_REPOSITORIES },
  {
    module: 'orders',
    // OrderNotices, the outbox's relay of the orders' notices, reads and clears them with a Model of its own,
    // as OrderInvoicing reads what the invoices module issues and records it;
    // FiguresRepository holds the dashboard's running figures (dailyfigures, figuressummary), not the orders,
    // and CustomerTotalsRepository the customers' (customertotals).
    allowed: [
      'orders.repository.ts',
      'figures.repository.ts',
      'customer-totals.repository.ts',
      'order-notes.repository.ts',
      'orders.module.ts',
      'order-notices.ts',
      'order-invoicing.ts',
    ],
    refuse: ONLY_THE_ORDERS_REPOSITORY,
  },
  { module: 'pricing', allowed: ['pricing.repository.ts', 'pricing.module.ts'], refuse: ONLY_THE_PRICING_REPOSITORY },
  {
    module: 'invoices',
    allowed: ['invoices.repository.ts', 'invoices.module.ts'],
    refuse: ONLY_THE_INVOICES_REPOSITORY,
  },
  {
    module: 'store-identity',
    allowed: ['store-identity.repository.ts', 'store-identity.module.ts'],
    refuse: ONLY_THE_STORE_IDENTITY_REPOSITORY,
  },
  { module: 'reviews', allowed: ['reviews.repository.ts', 'reviews.module.ts'], refuse: ONLY_THE_REVIEWS_REPOSITORY },
];

/** The domain modules: each owns its data and rules, and meets the others through their services and the EventBus. */
const DOMAINS = [
  'auth',
  'users',
  'addresses',
  'books',
  'cart',
  'orders',
  'pricing',
  'dashboard',
  'complaints',
  'contact',
  'images',
  'invoices',
  'store-identity',
  'reviews',
];
const DOMAIN_FILES = DOMAINS.map((domain) => `src/${domain}/**/*.ts`);

/** An import of `folder` (a top-level folder of src/) from one, two or three folders deep. */
const fromAnyDepth = (folder, below = true) =>
  ['../', '../../', '../../../'].flatMap((up) =>
    below ? [`${up}${folder}`, `${up}${folder}/*`] : [`${up}${folder}/*`],
  );

/** live/ is the socket transport; what a subscription is built from is the bus's (common/events). */
const NOTHING_FROM_LIVE = {
  group: fromAnyDepth('live'),
  message:
    'Domain modules import nothing from live/ (the socket transport): EventStream, LiveStreams and SeenVersions are in common/events.',
};

/** Email through its public entry only: the outbox listens on the bus, and no domain calls it. */
const MAIL_ENTRY_ONLY = {
  group: fromAnyDepth('mail', false),
  message:
    "Domain modules use email through mail/index.ts only (`from '../mail'`): register notice sources and templates with MailRegistry, and publish an event with WITH_NOTICE.",
};

/** mail/ renders and sends; it knows no domain and no auth secret. */
const NO_DOMAIN_IN_MAIL = {
  group: DOMAINS.flatMap((domain) => fromAnyDepth(domain)),
  message:
    'mail/ imports no domain module and nothing from auth/: domains register their notice sources and templates (with what they need, such as the reset link) with MailRegistry.',
};

const DOMAIN_IMPORTS = [OTHER_MODULES_SCHEMAS, NOTHING_FROM_LIVE, MAIL_ENTRY_ONLY];
const MAIL_IMPORTS = [OTHER_MODULES_SCHEMAS, NO_DOMAIN_IN_MAIL];

/**
 * no-restricted-imports with these paths and patterns. In a flat config the last block that matches
 * a file sets the whole rule, so each block below lists everything that applies to its files.
 */
const restrictImports = (paths, patterns) => ({
  'no-restricted-imports': ['error', { ...(paths.length ? { paths } : {}), patterns }],
});

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
    rules: restrictImports([], [OTHER_MODULES_SCHEMAS]),
  },
  {
    // Domain modules: nothing from live/, and email only through mail's public entry.
    files: DOMAIN_FILES,
    rules: restrictImports([], DOMAIN_IMPORTS),
  },
  {
    // mail/ knows no domain and no auth secret.
    files: ['src/mail/**/*.ts'],
    rules: restrictImports([], MAIL_IMPORTS),
  },
  {
    // Services speak in coded AppErrors (common/errors), which mean the same on REST and GraphQL.
    files: ['src/**/*.service.ts'],
    rules: restrictImports([NO_NEST_HTTP_EXCEPTIONS], [OTHER_MODULES_SCHEMAS]),
  },
  {
    files: DOMAINS.map((domain) => `src/${domain}/**/*.service.ts`),
    rules: restrictImports([NO_NEST_HTTP_EXCEPTIONS], DOMAIN_IMPORTS),
  },
  {
    files: ['src/mail/**/*.service.ts'],
    rules: restrictImports([NO_NEST_HTTP_EXCEPTIONS], MAIL_IMPORTS),
  },
  // One writer per collection: in books/, users/ and orders/ a Model is injected by the module's
  // repositories alone; the rest of the module asks them or the service that decides.
  ...REPOSITORY_MODULES.flatMap(({ module, allowed, refuse }) => [
    {
      files: [`src/${module}/**/*.ts`],
      ignores: allowed.map((file) => `src/${module}/${file}`),
      rules: restrictImports([refuse], DOMAIN_IMPORTS),
    },
    {
      files: [`src/${module}/**/*.service.ts`],
      rules: restrictImports([NO_NEST_HTTP_EXCEPTIONS, refuse], DOMAIN_IMPORTS),
    },
  ]),
);
