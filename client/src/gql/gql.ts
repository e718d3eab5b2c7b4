/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AddAddress($input: AddressInput!) {\n  addAddress(input: $input) {\n    message\n    address {\n      ...AddressFields\n    }\n    addresses {\n      ...AddressFields\n    }\n  }\n}": typeof types.AddAddressDocument,
    "fragment AddressFields on Address {\n  id\n  fullName\n  line1\n  line2\n  city\n  region\n  postalCode\n  country\n  countryName\n  phone\n  isDefault\n}": typeof types.AddressFieldsFragmentDoc,
    "mutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    message\n    addresses {\n      ...AddressFields\n    }\n  }\n}": typeof types.DeleteAddressDocument,
    "query ListAddresses {\n  addresses {\n    ...AddressFields\n  }\n}": typeof types.ListAddressesDocument,
    "mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    message\n    addresses {\n      ...AddressFields\n    }\n  }\n}": typeof types.SetDefaultAddressDocument,
    "mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    message\n    address {\n      ...AddressFields\n    }\n    addresses {\n      ...AddressFields\n    }\n  }\n}": typeof types.UpdateAddressDocument,
    "query ListActivity($action: ActivityAction, $from: String, $to: String, $target: String, $targetType: ActivityTargetType, $first: Int!, $after: String) {\n  activity(\n    action: $action\n    from: $from\n    to: $to\n    target: $target\n    targetType: $targetType\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        at\n        action\n        actor {\n          id\n          name\n        }\n        target {\n          type\n          id\n          label\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListActivityDocument,
    "mutation DeleteBook($id: ID!) {\n  deleteBook(id: $id) {\n    message\n  }\n}": typeof types.DeleteBookDocument,
    "query GetBookForEdit($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n  }\n}": typeof types.GetBookForEditDocument,
    "query GetBookImport($id: ID!) {\n  bookImport(id: $id) {\n    id\n    fileName\n    status\n    rows\n    processed\n    created\n    updated\n    unchanged\n    refused\n    stockKept\n    refusals {\n      row\n      message\n    }\n    error\n  }\n}": typeof types.GetBookImportDocument,
    "query ListAdminBooks($search: String, $searchIn: BookSearchScope!, $category: String, $maxStock: Int, $first: Int!, $after: String) {\n  books(\n    search: $search\n    searchIn: $searchIn\n    category: $category\n    maxStock: $maxStock\n    sort: TITLE\n    direction: ASC\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...BookFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListAdminBooksDocument,
    "subscription ComplaintSubmitted {\n  complaintSubmitted {\n    ...ComplaintFields\n  }\n}": typeof types.ComplaintSubmittedDocument,
    "subscription ComplaintUpdated {\n  complaintUpdated {\n    ...ComplaintFields\n  }\n}": typeof types.ComplaintUpdatedDocument,
    "mutation DeleteComplaint($id: ID!) {\n  deleteComplaint(id: $id) {\n    message\n  }\n}": typeof types.DeleteComplaintDocument,
    "query GetAdminComplaint($id: ID!) {\n  complaint(id: $id) {\n    ...ComplaintFields\n  }\n}": typeof types.GetAdminComplaintDocument,
    "query GetComplaintStats {\n  complaintStats {\n    total\n    pending\n    inProgress\n    resolved\n    closed\n    overdue\n  }\n}": typeof types.GetComplaintStatsDocument,
    "query ListAdminComplaints($status: ComplaintStatus, $type: ComplaintType, $priority: ComplaintPriority, $category: ComplaintCategory, $overdue: Boolean, $search: String, $first: Int!, $after: String) {\n  complaints(\n    status: $status\n    type: $type\n    priority: $priority\n    category: $category\n    overdue: $overdue\n    search: $search\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ComplaintFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListAdminComplaintsDocument,
    "mutation RespondToComplaint($id: ID!, $input: RespondToComplaintInput!) {\n  respondToComplaint(id: $id, input: $input) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}": typeof types.RespondToComplaintDocument,
    "fragment CustomerRowFields on Customer {\n  id\n  name\n  email\n  registeredAt\n  orderCount\n  totalSpent\n  lastOrderAt\n  openComplaints\n}": typeof types.CustomerRowFieldsFragmentDoc,
    "query GetCustomer($id: ID!) {\n  customer(id: $id) {\n    customer {\n      ...CustomerRowFields\n    }\n    addresses {\n      id\n      fullName\n      line1\n      line2\n      city\n      region\n      postalCode\n      countryName\n      phone\n      isDefault\n    }\n    orders(first: 20) {\n      totalCount\n      totalCountCapped\n      edges {\n        node {\n          id\n          orderedAt\n          status\n          payment {\n            state\n          }\n          itemCount\n          totalAmount\n        }\n      }\n    }\n    complaints(first: 20) {\n      totalCount\n      edges {\n        node {\n          ...ComplaintFields\n        }\n      }\n    }\n  }\n}": typeof types.GetCustomerDocument,
    "query ListCustomers($search: String, $first: Int!, $after: String) {\n  customers(search: $search, first: $first, after: $after) {\n    totalCount\n    totalCountCapped\n    edges {\n      cursor\n      node {\n        ...CustomerRowFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListCustomersDocument,
    "subscription DashboardChanged {\n  dashboardChanged {\n    ...DashboardFields\n  }\n}": typeof types.DashboardChangedDocument,
    "fragment DashboardFields on Dashboard {\n  totals {\n    books\n    orders\n    revenue\n    pending\n    completed\n    cancelled\n    averageOrderValue\n  }\n  recentOrders {\n    ...OrderFields\n  }\n  revenueByDay {\n    date\n    revenue\n    orders\n  }\n  lowStock {\n    ...BookFields\n  }\n  lowStockCount\n  lowStockThreshold\n}": typeof types.DashboardFieldsFragmentDoc,
    "query GetDashboard {\n  dashboard {\n    ...DashboardFields\n  }\n}": typeof types.GetDashboardDocument,
    "mutation AddOrderNote($orderId: ID!, $input: AddOrderNoteInput!) {\n  addOrderNote(orderId: $orderId, input: $input) {\n    message\n    note {\n      ...OrderNoteFields\n    }\n  }\n}": typeof types.AddOrderNoteDocument,
    "query GetOrderTotals {\n  dashboard {\n    totals {\n      orders\n      revenue\n      pending\n      cancelled\n    }\n  }\n}": typeof types.GetOrderTotalsDocument,
    "query ListOrders($search: String, $status: OrderStatus, $paymentState: PaymentState, $first: Int!, $after: String) {\n  orders(\n    search: $search\n    status: $status\n    paymentState: $paymentState\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    totalCountCapped\n    edges {\n      cursor\n      node {\n        ...OrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListOrdersDocument,
    "fragment OrderNoteFields on OrderNote {\n  id\n  orderId\n  text\n  createdAt\n  author {\n    id\n    name\n  }\n}\n\nquery OrderNotes($orderId: ID!) {\n  orderNotes(orderId: $orderId) {\n    truncated\n    notes {\n      ...OrderNoteFields\n    }\n  }\n}": typeof types.OrderNoteFieldsFragmentDoc,
    "subscription OrderPlaced {\n  orderPlaced {\n    ...OrderFields\n  }\n}": typeof types.OrderPlacedDocument,
    "subscription OrderUpdated {\n  orderUpdated {\n    id\n    status\n    nextStatuses\n    cancellable\n    statusHistory {\n      status\n      at\n      by {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.OrderUpdatedDocument,
    "query ShippingCarriers {\n  pricingSettings {\n    carriers {\n      id\n      name\n      trackingUrl\n    }\n  }\n}": typeof types.ShippingCarriersDocument,
    "mutation UpdateOrderPayment($id: ID!, $state: PaymentState!) {\n  updateOrderPayment(id: $id, state: $state) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}": typeof types.UpdateOrderPaymentDocument,
    "mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}": typeof types.UpdateOrderStatusDocument,
    "query GetBestSellers($from: String!, $to: String!, $by: BestSellersBy!, $limit: Int!) {\n  bestSellers(from: $from, to: $to, by: $by, limit: $limit) {\n    from\n    to\n    by\n    books {\n      bookId\n      title\n      author\n      copies\n      revenue\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}": typeof types.GetBestSellersDocument,
    "query GetSalesReport($from: String!, $to: String!, $group: SalesGroup!) {\n  salesReport(from: $from, to: $to, group: $group) {\n    from\n    to\n    group\n    rows {\n      key\n      orders\n      copies\n      revenue\n    }\n    totals {\n      orders\n      copies\n      revenue\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}": typeof types.GetSalesReportDocument,
    "query GetStockCover {\n  stockCover {\n    threshold\n    lowStockCount\n    books {\n      bookId\n      title\n      author\n      stock\n      soldLast30Days\n      daysLeft\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}": typeof types.GetStockCoverDocument,
    "fragment AdminReviewFields on Review {\n  id\n  bookId\n  bookTitle\n  rating\n  title\n  text\n  author {\n    id\n    name\n  }\n  hidden\n  hiddenReason\n  reportCount\n  reportReasons\n  createdAt\n}": typeof types.AdminReviewFieldsFragmentDoc,
    "mutation HideReview($id: ID!, $input: HideReviewInput!) {\n  hideReview(id: $id, input: $input) {\n    message\n    review {\n      ...AdminReviewFields\n    }\n  }\n}": typeof types.HideReviewDocument,
    "query ListAdminReviews($reported: Boolean, $first: Int!, $after: String) {\n  reviews(reported: $reported, first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListAdminReviewsDocument,
    "mutation ShowReview($id: ID!) {\n  showReview(id: $id) {\n    message\n    review {\n      ...AdminReviewFields\n    }\n  }\n}": typeof types.ShowReviewDocument,
    "mutation AddCarrier($input: CarrierInput!) {\n  addCarrier(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.AddCarrierDocument,
    "mutation AddDiscountCode($input: DiscountCodeInput!) {\n  addDiscountCode(input: $input) {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n  }\n}": typeof types.AddDiscountCodeDocument,
    "mutation AddShippingMethod($zoneId: ID!, $input: ShippingMethodInput!) {\n  addShippingMethod(zoneId: $zoneId, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.AddShippingMethodDocument,
    "mutation AddShippingZone($input: ShippingZoneInput!) {\n  addShippingZone(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.AddShippingZoneDocument,
    "mutation AddTaxRate($input: TaxRateInput!) {\n  addTaxRate(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.AddTaxRateDocument,
    "mutation DeleteCarrier($id: ID!) {\n  deleteCarrier(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.DeleteCarrierDocument,
    "mutation DeleteDiscountCode($id: ID!) {\n  deleteDiscountCode(id: $id) {\n    message\n  }\n}": typeof types.DeleteDiscountCodeDocument,
    "mutation DeleteShippingMethod($id: ID!) {\n  deleteShippingMethod(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.DeleteShippingMethodDocument,
    "mutation DeleteShippingZone($id: ID!) {\n  deleteShippingZone(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.DeleteShippingZoneDocument,
    "mutation DeleteTaxRate($id: ID!) {\n  deleteTaxRate(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.DeleteTaxRateDocument,
    "fragment DiscountCodeFields on DiscountCode {\n  id\n  code\n  kind\n  percent\n  amount\n  minimumSubtotal\n  startsAt\n  endsAt\n  maxUses\n  perCustomer\n  enabled\n  uses\n  discountGiven\n  createdAt\n}": typeof types.DiscountCodeFieldsFragmentDoc,
    "query GetPricingSettings {\n  pricingSettings {\n    ...PricingSettingsFields\n  }\n}": typeof types.GetPricingSettingsDocument,
    "query GetStoreIdentity {\n  storeIdentity {\n    ...StoreIdentityFields\n  }\n}": typeof types.GetStoreIdentityDocument,
    "query ListDiscountCodes {\n  discountCodes {\n    ...DiscountCodeFields\n  }\n}": typeof types.ListDiscountCodesDocument,
    "fragment PricingSettingsFields on PricingSettings {\n  collectInStore\n  pricesIncludeTax\n  shopCountry\n  shopRegion\n  legal {\n    name\n    address\n    taxNumber\n  }\n  zones {\n    id\n    name\n    countries\n    restOfWorld\n    methods {\n      id\n      name\n      price\n      freeOver\n      minDays\n      maxDays\n      enabled\n    }\n  }\n  taxRates {\n    id\n    country\n    countryName\n    region\n    booksRate\n    shippingRate\n  }\n  carriers {\n    id\n    name\n    trackingUrl\n  }\n  payments {\n    methods {\n      id\n      name\n      enabled\n    }\n    bank {\n      holder\n      account\n      bank\n      notes\n    }\n    expiryDays\n  }\n}": typeof types.PricingSettingsFieldsFragmentDoc,
    "mutation RemoveStoreLogo {\n  removeStoreLogo {\n    message\n    identity {\n      ...StoreIdentityFields\n    }\n  }\n}": typeof types.RemoveStoreLogoDocument,
    "fragment StoreIdentityFields on StoreIdentity {\n  name\n  logoUrl\n  email\n  phone\n  address\n  about\n  updatedAt\n  socialLinks {\n    name\n    url\n  }\n}": typeof types.StoreIdentityFieldsFragmentDoc,
    "mutation UpdateCarrier($id: ID!, $input: CarrierInput!) {\n  updateCarrier(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.UpdateCarrierDocument,
    "mutation UpdateDiscountCode($id: ID!, $input: DiscountCodeInput!) {\n  updateDiscountCode(id: $id, input: $input) {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n  }\n}": typeof types.UpdateDiscountCodeDocument,
    "mutation UpdateLegalDetails($input: LegalDetailsInput!) {\n  updateLegalDetails(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.UpdateLegalDetailsDocument,
    "mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n  updatePaymentSettings(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.UpdatePaymentSettingsDocument,
    "mutation UpdatePricingOptions($input: PricingOptionsInput!) {\n  updatePricingOptions(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.UpdatePricingOptionsDocument,
    "mutation UpdateShippingMethod($id: ID!, $input: ShippingMethodInput!) {\n  updateShippingMethod(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.UpdateShippingMethodDocument,
    "mutation UpdateShippingZone($id: ID!, $input: ShippingZoneInput!) {\n  updateShippingZone(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.UpdateShippingZoneDocument,
    "mutation UpdateStoreIdentity($input: StoreIdentityInput!) {\n  updateStoreIdentity(input: $input) {\n    message\n    identity {\n      ...StoreIdentityFields\n    }\n  }\n}": typeof types.UpdateStoreIdentityDocument,
    "mutation UpdateTaxRate($id: ID!, $input: TaxRateInput!) {\n  updateTaxRate(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": typeof types.UpdateTaxRateDocument,
    "query AdminExists {\n  adminExists\n}": typeof types.AdminExistsDocument,
    "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}": typeof types.ForgotPasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    message\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout {\n    message\n  }\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    ...UserFields\n  }\n}": typeof types.MeDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}": typeof types.ResetPasswordDocument,
    "query ResetTokenStatus($input: ResetTokenInput!) {\n  resetTokenStatus(input: $input) {\n    valid\n    expiresAt\n  }\n}": typeof types.ResetTokenStatusDocument,
    "subscription BookChanged($id: ID!) {\n  bookChanged(id: $id) {\n    id\n    book {\n      ...BookFields\n    }\n  }\n}": typeof types.BookChangedDocument,
    "query BookSuggestions($q: String!) {\n  bookSuggestions(q: $q) {\n    kind\n    text\n  }\n}": typeof types.BookSuggestionsDocument,
    "query FindBooks($search: String, $category: String, $author: String, $language: String, $price: String, $year: Int, $first: Int!, $offset: Int!) {\n  findBooks(\n    search: $search\n    category: $category\n    author: $author\n    language: $language\n    price: $price\n    year: $year\n    first: $first\n    offset: $offset\n  ) {\n    totalCount\n    totalCountCapped\n    books {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    facets {\n      categories {\n        value\n        count\n      }\n      authors {\n        value\n        count\n      }\n      languages {\n        value\n        count\n      }\n      prices {\n        value\n        count\n      }\n      years {\n        value\n        count\n      }\n    }\n  }\n}": typeof types.FindBooksDocument,
    "query GetBook($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n    ratingAverage\n    ratingCount\n  }\n}": typeof types.GetBookDocument,
    "query ListBooks($search: String, $category: String, $sort: BookSort!, $direction: SortDirection!, $first: Int!, $after: String) {\n  books(\n    search: $search\n    category: $category\n    sort: $sort\n    direction: $direction\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...BookFields\n        ratingAverage\n        ratingCount\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListBooksDocument,
    "query ListCategories {\n  categories {\n    category\n    count\n  }\n}": typeof types.ListCategoriesDocument,
    "mutation AddCartItem($bookId: ID!, $quantity: Int!) {\n  addToCart(bookId: $bookId, quantity: $quantity) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}": typeof types.AddCartItemDocument,
    "fragment CartFields on Cart {\n  itemCount\n  total\n  removedCount\n  notice\n  lines {\n    quantity\n    lineTotal\n    book {\n      ...BookFields\n    }\n  }\n}": typeof types.CartFieldsFragmentDoc,
    "query CheckoutQuote($input: CheckoutQuoteInput) {\n  checkoutQuote(input: $input) {\n    methods {\n      id\n      name\n      collection\n      zoneName\n      price\n      regularPrice\n      freeOver\n      minDays\n      maxDays\n    }\n    shippingMethodId\n    totals {\n      ...OrderTotalsFields\n    }\n    discountProblem {\n      code\n      message\n    }\n    deliveryProblem {\n      code\n      message\n    }\n    orderable\n    paymentMethods {\n      id\n      name\n      description\n    }\n  }\n}": typeof types.CheckoutQuoteDocument,
    "mutation ClearCart {\n  clearCart {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}": typeof types.ClearCartDocument,
    "query GetCart {\n  cart {\n    ...CartFields\n  }\n}": typeof types.GetCartDocument,
    "mutation PlaceCartOrder($addressId: ID, $shippingMethodId: ID, $discountCode: String, $expectedTotal: Float, $paymentMethod: String) {\n  placeOrder(\n    addressId: $addressId\n    shippingMethodId: $shippingMethodId\n    discountCode: $discountCode\n    expectedTotal: $expectedTotal\n    paymentMethod: $paymentMethod\n  ) {\n    message\n    order {\n      id\n      payment {\n        checkoutUrl\n      }\n    }\n  }\n}": typeof types.PlaceCartOrderDocument,
    "mutation PlaceOrderNow($lines: [OrderLineInput!]!, $addressId: ID, $shippingMethodId: ID, $discountCode: String, $expectedTotal: Float, $paymentMethod: String) {\n  placeOrderNow(\n    lines: $lines\n    addressId: $addressId\n    shippingMethodId: $shippingMethodId\n    discountCode: $discountCode\n    expectedTotal: $expectedTotal\n    paymentMethod: $paymentMethod\n  ) {\n    message\n    order {\n      id\n      payment {\n        checkoutUrl\n      }\n    }\n  }\n}": typeof types.PlaceOrderNowDocument,
    "mutation RemoveCartItem($bookId: ID!) {\n  removeFromCart(bookId: $bookId) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}": typeof types.RemoveCartItemDocument,
    "mutation UpdateCartItem($bookId: ID!, $quantity: Int!) {\n  updateCartItem(bookId: $bookId, quantity: $quantity) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}": typeof types.UpdateCartItemDocument,
    "query GetComplaint($id: ID!) {\n  complaint(id: $id) {\n    ...ComplaintFields\n  }\n}": typeof types.GetComplaintDocument,
    "query ListComplaintOrders($first: Int!) {\n  myOrders(first: $first) {\n    edges {\n      node {\n        id\n        orderedAt\n        totalAmount\n      }\n    }\n  }\n}": typeof types.ListComplaintOrdersDocument,
    "query ListMyComplaints($first: Int!, $after: String) {\n  myComplaints(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ComplaintFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListMyComplaintsDocument,
    "subscription MyComplaintUpdated {\n  myComplaintUpdated {\n    ...ComplaintFields\n  }\n}": typeof types.MyComplaintUpdatedDocument,
    "mutation ReplyToComplaint($id: ID!, $message: String!) {\n  replyToComplaint(id: $id, message: $message) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}": typeof types.ReplyToComplaintDocument,
    "mutation SubmitComplaint($input: SubmitComplaintInput!) {\n  submitComplaint(input: $input) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}": typeof types.SubmitComplaintDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}": typeof types.SendContactMessageDocument,
    "mutation CancelOrder($id: ID!) {\n  cancelOrder(id: $id) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}": typeof types.CancelOrderDocument,
    "query GetOrder($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}": typeof types.GetOrderDocument,
    "query ListMyOrders($first: Int!, $after: String) {\n  myOrders(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...OrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListMyOrdersDocument,
    "subscription MyOrderUpdated {\n  myOrderUpdated {\n    ...OrderFields\n  }\n}": typeof types.MyOrderUpdatedDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n    token\n  }\n}": typeof types.ChangePasswordDocument,
    "mutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input) {\n    message\n  }\n}": typeof types.DeleteAccountDocument,
    "query GetEmailPreferences {\n  emailPreferences {\n    orderEmails\n    complaintEmails\n    stockEmails\n  }\n}": typeof types.GetEmailPreferencesDocument,
    "mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n  updateEmailPreferences(input: $input) {\n    message\n    preferences {\n      orderEmails\n      complaintEmails\n      stockEmails\n    }\n  }\n}": typeof types.UpdateEmailPreferencesDocument,
    "mutation DeleteReview($bookId: ID!) {\n  deleteReview(bookId: $bookId) {\n    message\n  }\n}": typeof types.DeleteReviewDocument,
    "query ListBookReviews($bookId: ID!, $first: Int!, $after: String) {\n  bookReviews(bookId: $bookId, first: $first, after: $after) {\n    totalCount\n    canReview\n    mine {\n      ...ReviewFields\n    }\n    edges {\n      cursor\n      node {\n        ...ReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListBookReviewsDocument,
    "mutation ReportReview($id: ID!, $input: ReportReviewInput) {\n  reportReview(id: $id, input: $input) {\n    message\n    review {\n      ...ReviewFields\n    }\n  }\n}": typeof types.ReportReviewDocument,
    "fragment ReviewFields on Review {\n  id\n  bookId\n  rating\n  title\n  text\n  author {\n    id\n    name\n  }\n  verifiedPurchase\n  mine\n  hidden\n  hiddenReason\n  reportedByMe\n  createdAt\n  updatedAt\n}": typeof types.ReviewFieldsFragmentDoc,
    "mutation SaveReview($bookId: ID!, $input: ReviewInput!) {\n  saveReview(bookId: $bookId, input: $input) {\n    message\n    review {\n      ...ReviewFields\n    }\n  }\n}": typeof types.SaveReviewDocument,
    "query GetAlsoBought($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n    alsoBought {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}": typeof types.GetAlsoBoughtDocument,
    "query GetShelves {\n  shelves {\n    newArrivals {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    bestSellers {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    highlyRated {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}": typeof types.GetShelvesDocument,
    "mutation AddToWishlist($bookId: ID!) {\n  addToWishlist(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}": typeof types.AddToWishlistDocument,
    "mutation CancelStockAlert($bookId: ID!) {\n  cancelStockAlert(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}": typeof types.CancelStockAlertDocument,
    "query GetWishlist {\n  wishlist {\n    ...WishlistFields\n  }\n}": typeof types.GetWishlistDocument,
    "query GetWishlistIds {\n  wishlist {\n    bookIds\n    alertBookIds\n  }\n}": typeof types.GetWishlistIdsDocument,
    "mutation RemoveFromWishlist($bookId: ID!) {\n  removeFromWishlist(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}": typeof types.RemoveFromWishlistDocument,
    "mutation RequestStockAlert($bookId: ID!) {\n  requestStockAlert(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}": typeof types.RequestStockAlertDocument,
    "fragment WishlistFields on Wishlist {\n  bookIds\n  alertBookIds\n  items {\n    addedAt\n    alertRequested\n    book {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}": typeof types.WishlistFieldsFragmentDoc,
    "fragment BookFields on Book {\n  id\n  title\n  author\n  category\n  description\n  price\n  stock\n  image\n  createdAt\n  isbn\n  publisher\n  year\n  pages\n  language\n}": typeof types.BookFieldsFragmentDoc,
    "fragment ComplaintFields on Complaint {\n  id\n  title\n  description\n  type\n  category\n  priority\n  status\n  adminResponse\n  respondedBy {\n    id\n    name\n  }\n  respondedAt\n  user {\n    id\n    name\n    email\n  }\n  createdAt\n  updatedAt\n  orderId\n  responses {\n    message\n    respondedBy {\n      id\n      name\n    }\n    respondedAt\n    status\n    priority\n  }\n  messages {\n    id\n    author {\n      id\n      name\n      role\n    }\n    text\n    at\n  }\n  dueAt\n  overdue\n  open\n}": typeof types.ComplaintFieldsFragmentDoc,
    "fragment InvoiceSummaryFields on InvoiceSummary {\n  number\n  issuedAt\n  total\n  downloadPath\n}": typeof types.InvoiceSummaryFieldsFragmentDoc,
    "fragment OrderFields on Order {\n  id\n  status\n  nextStatuses\n  cancellable\n  orderedAt\n  totalAmount\n  totals {\n    ...OrderTotalsFields\n  }\n  itemCount\n  books {\n    quantity\n    price\n    lineTotal\n    book {\n      id\n      title\n      author\n      category\n      image\n      price\n    }\n  }\n  user {\n    id\n    name\n    email\n  }\n  statusHistory {\n    status\n    at\n    by {\n      id\n      name\n    }\n  }\n  shipment {\n    carrier\n    trackingNumber\n    trackingUrl\n    at\n  }\n  shippingAddress {\n    fullName\n    line1\n    line2\n    city\n    region\n    postalCode\n    country\n    countryName\n    phone\n  }\n  payment {\n    method\n    methodName\n    state\n    reference\n    bankDetails {\n      holder\n      account\n      bank\n      notes\n    }\n    paidAt\n    paidAmount\n    refundDueAt\n    refundedAt\n    refundAmount\n    checkoutUrl\n    refundError\n    canMarkPaid\n    canMarkRefunded\n  }\n  invoice {\n    ...InvoiceSummaryFields\n  }\n  creditNote {\n    ...InvoiceSummaryFields\n  }\n}": typeof types.OrderFieldsFragmentDoc,
    "fragment OrderTotalsFields on OrderTotals {\n  subtotal\n  discount\n  discountCode\n  shipping\n  shippingMethod {\n    id\n    name\n    collection\n  }\n  tax\n  taxIncluded\n  taxLines {\n    rate\n    appliesTo\n    base\n    amount\n  }\n  total\n}": typeof types.OrderTotalsFieldsFragmentDoc,
    "query GetStoreSettings {\n  storeSettings {\n    name\n    currency\n    lowStockThreshold\n    emailEnabled\n    adminRoleRestricted\n    cataloguePublic\n    contactEmail\n    contactPhone\n    contactAddress\n    logoUrl\n    about\n    socialLinks {\n      name\n      url\n    }\n  }\n}": typeof types.GetStoreSettingsDocument,
    "fragment UserFields on User {\n  id\n  name\n  email\n  role\n  photo\n  createdAt\n}": typeof types.UserFieldsFragmentDoc,
};
const documents: Documents = {
    "mutation AddAddress($input: AddressInput!) {\n  addAddress(input: $input) {\n    message\n    address {\n      ...AddressFields\n    }\n    addresses {\n      ...AddressFields\n    }\n  }\n}": types.AddAddressDocument,
    "fragment AddressFields on Address {\n  id\n  fullName\n  line1\n  line2\n  city\n  region\n  postalCode\n  country\n  countryName\n  phone\n  isDefault\n}": types.AddressFieldsFragmentDoc,
    "mutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    message\n    addresses {\n      ...AddressFields\n    }\n  }\n}": types.DeleteAddressDocument,
    "query ListAddresses {\n  addresses {\n    ...AddressFields\n  }\n}": types.ListAddressesDocument,
    "mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    message\n    addresses {\n      ...AddressFields\n    }\n  }\n}": types.SetDefaultAddressDocument,
    "mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    message\n    address {\n      ...AddressFields\n    }\n    addresses {\n      ...AddressFields\n    }\n  }\n}": types.UpdateAddressDocument,
    "query ListActivity($action: ActivityAction, $from: String, $to: String, $target: String, $targetType: ActivityTargetType, $first: Int!, $after: String) {\n  activity(\n    action: $action\n    from: $from\n    to: $to\n    target: $target\n    targetType: $targetType\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        at\n        action\n        actor {\n          id\n          name\n        }\n        target {\n          type\n          id\n          label\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListActivityDocument,
    "mutation DeleteBook($id: ID!) {\n  deleteBook(id: $id) {\n    message\n  }\n}": types.DeleteBookDocument,
    "query GetBookForEdit($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n  }\n}": types.GetBookForEditDocument,
    "query GetBookImport($id: ID!) {\n  bookImport(id: $id) {\n    id\n    fileName\n    status\n    rows\n    processed\n    created\n    updated\n    unchanged\n    refused\n    stockKept\n    refusals {\n      row\n      message\n    }\n    error\n  }\n}": types.GetBookImportDocument,
    "query ListAdminBooks($search: String, $searchIn: BookSearchScope!, $category: String, $maxStock: Int, $first: Int!, $after: String) {\n  books(\n    search: $search\n    searchIn: $searchIn\n    category: $category\n    maxStock: $maxStock\n    sort: TITLE\n    direction: ASC\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...BookFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListAdminBooksDocument,
    "subscription ComplaintSubmitted {\n  complaintSubmitted {\n    ...ComplaintFields\n  }\n}": types.ComplaintSubmittedDocument,
    "subscription ComplaintUpdated {\n  complaintUpdated {\n    ...ComplaintFields\n  }\n}": types.ComplaintUpdatedDocument,
    "mutation DeleteComplaint($id: ID!) {\n  deleteComplaint(id: $id) {\n    message\n  }\n}": types.DeleteComplaintDocument,
    "query GetAdminComplaint($id: ID!) {\n  complaint(id: $id) {\n    ...ComplaintFields\n  }\n}": types.GetAdminComplaintDocument,
    "query GetComplaintStats {\n  complaintStats {\n    total\n    pending\n    inProgress\n    resolved\n    closed\n    overdue\n  }\n}": types.GetComplaintStatsDocument,
    "query ListAdminComplaints($status: ComplaintStatus, $type: ComplaintType, $priority: ComplaintPriority, $category: ComplaintCategory, $overdue: Boolean, $search: String, $first: Int!, $after: String) {\n  complaints(\n    status: $status\n    type: $type\n    priority: $priority\n    category: $category\n    overdue: $overdue\n    search: $search\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ComplaintFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListAdminComplaintsDocument,
    "mutation RespondToComplaint($id: ID!, $input: RespondToComplaintInput!) {\n  respondToComplaint(id: $id, input: $input) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}": types.RespondToComplaintDocument,
    "fragment CustomerRowFields on Customer {\n  id\n  name\n  email\n  registeredAt\n  orderCount\n  totalSpent\n  lastOrderAt\n  openComplaints\n}": types.CustomerRowFieldsFragmentDoc,
    "query GetCustomer($id: ID!) {\n  customer(id: $id) {\n    customer {\n      ...CustomerRowFields\n    }\n    addresses {\n      id\n      fullName\n      line1\n      line2\n      city\n      region\n      postalCode\n      countryName\n      phone\n      isDefault\n    }\n    orders(first: 20) {\n      totalCount\n      totalCountCapped\n      edges {\n        node {\n          id\n          orderedAt\n          status\n          payment {\n            state\n          }\n          itemCount\n          totalAmount\n        }\n      }\n    }\n    complaints(first: 20) {\n      totalCount\n      edges {\n        node {\n          ...ComplaintFields\n        }\n      }\n    }\n  }\n}": types.GetCustomerDocument,
    "query ListCustomers($search: String, $first: Int!, $after: String) {\n  customers(search: $search, first: $first, after: $after) {\n    totalCount\n    totalCountCapped\n    edges {\n      cursor\n      node {\n        ...CustomerRowFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListCustomersDocument,
    "subscription DashboardChanged {\n  dashboardChanged {\n    ...DashboardFields\n  }\n}": types.DashboardChangedDocument,
    "fragment DashboardFields on Dashboard {\n  totals {\n    books\n    orders\n    revenue\n    pending\n    completed\n    cancelled\n    averageOrderValue\n  }\n  recentOrders {\n    ...OrderFields\n  }\n  revenueByDay {\n    date\n    revenue\n    orders\n  }\n  lowStock {\n    ...BookFields\n  }\n  lowStockCount\n  lowStockThreshold\n}": types.DashboardFieldsFragmentDoc,
    "query GetDashboard {\n  dashboard {\n    ...DashboardFields\n  }\n}": types.GetDashboardDocument,
    "mutation AddOrderNote($orderId: ID!, $input: AddOrderNoteInput!) {\n  addOrderNote(orderId: $orderId, input: $input) {\n    message\n    note {\n      ...OrderNoteFields\n    }\n  }\n}": types.AddOrderNoteDocument,
    "query GetOrderTotals {\n  dashboard {\n    totals {\n      orders\n      revenue\n      pending\n      cancelled\n    }\n  }\n}": types.GetOrderTotalsDocument,
    "query ListOrders($search: String, $status: OrderStatus, $paymentState: PaymentState, $first: Int!, $after: String) {\n  orders(\n    search: $search\n    status: $status\n    paymentState: $paymentState\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    totalCountCapped\n    edges {\n      cursor\n      node {\n        ...OrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListOrdersDocument,
    "fragment OrderNoteFields on OrderNote {\n  id\n  orderId\n  text\n  createdAt\n  author {\n    id\n    name\n  }\n}\n\nquery OrderNotes($orderId: ID!) {\n  orderNotes(orderId: $orderId) {\n    truncated\n    notes {\n      ...OrderNoteFields\n    }\n  }\n}": types.OrderNoteFieldsFragmentDoc,
    "subscription OrderPlaced {\n  orderPlaced {\n    ...OrderFields\n  }\n}": types.OrderPlacedDocument,
    "subscription OrderUpdated {\n  orderUpdated {\n    id\n    status\n    nextStatuses\n    cancellable\n    statusHistory {\n      status\n      at\n      by {\n        id\n        name\n      }\n    }\n  }\n}": types.OrderUpdatedDocument,
    "query ShippingCarriers {\n  pricingSettings {\n    carriers {\n      id\n      name\n      trackingUrl\n    }\n  }\n}": types.ShippingCarriersDocument,
    "mutation UpdateOrderPayment($id: ID!, $state: PaymentState!) {\n  updateOrderPayment(id: $id, state: $state) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}": types.UpdateOrderPaymentDocument,
    "mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}": types.UpdateOrderStatusDocument,
    "query GetBestSellers($from: String!, $to: String!, $by: BestSellersBy!, $limit: Int!) {\n  bestSellers(from: $from, to: $to, by: $by, limit: $limit) {\n    from\n    to\n    by\n    books {\n      bookId\n      title\n      author\n      copies\n      revenue\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}": types.GetBestSellersDocument,
    "query GetSalesReport($from: String!, $to: String!, $group: SalesGroup!) {\n  salesReport(from: $from, to: $to, group: $group) {\n    from\n    to\n    group\n    rows {\n      key\n      orders\n      copies\n      revenue\n    }\n    totals {\n      orders\n      copies\n      revenue\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}": types.GetSalesReportDocument,
    "query GetStockCover {\n  stockCover {\n    threshold\n    lowStockCount\n    books {\n      bookId\n      title\n      author\n      stock\n      soldLast30Days\n      daysLeft\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}": types.GetStockCoverDocument,
    "fragment AdminReviewFields on Review {\n  id\n  bookId\n  bookTitle\n  rating\n  title\n  text\n  author {\n    id\n    name\n  }\n  hidden\n  hiddenReason\n  reportCount\n  reportReasons\n  createdAt\n}": types.AdminReviewFieldsFragmentDoc,
    "mutation HideReview($id: ID!, $input: HideReviewInput!) {\n  hideReview(id: $id, input: $input) {\n    message\n    review {\n      ...AdminReviewFields\n    }\n  }\n}": types.HideReviewDocument,
    "query ListAdminReviews($reported: Boolean, $first: Int!, $after: String) {\n  reviews(reported: $reported, first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListAdminReviewsDocument,
    "mutation ShowReview($id: ID!) {\n  showReview(id: $id) {\n    message\n    review {\n      ...AdminReviewFields\n    }\n  }\n}": types.ShowReviewDocument,
    "mutation AddCarrier($input: CarrierInput!) {\n  addCarrier(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.AddCarrierDocument,
    "mutation AddDiscountCode($input: DiscountCodeInput!) {\n  addDiscountCode(input: $input) {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n  }\n}": types.AddDiscountCodeDocument,
    "mutation AddShippingMethod($zoneId: ID!, $input: ShippingMethodInput!) {\n  addShippingMethod(zoneId: $zoneId, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.AddShippingMethodDocument,
    "mutation AddShippingZone($input: ShippingZoneInput!) {\n  addShippingZone(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.AddShippingZoneDocument,
    "mutation AddTaxRate($input: TaxRateInput!) {\n  addTaxRate(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.AddTaxRateDocument,
    "mutation DeleteCarrier($id: ID!) {\n  deleteCarrier(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.DeleteCarrierDocument,
    "mutation DeleteDiscountCode($id: ID!) {\n  deleteDiscountCode(id: $id) {\n    message\n  }\n}": types.DeleteDiscountCodeDocument,
    "mutation DeleteShippingMethod($id: ID!) {\n  deleteShippingMethod(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.DeleteShippingMethodDocument,
    "mutation DeleteShippingZone($id: ID!) {\n  deleteShippingZone(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.DeleteShippingZoneDocument,
    "mutation DeleteTaxRate($id: ID!) {\n  deleteTaxRate(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.DeleteTaxRateDocument,
    "fragment DiscountCodeFields on DiscountCode {\n  id\n  code\n  kind\n  percent\n  amount\n  minimumSubtotal\n  startsAt\n  endsAt\n  maxUses\n  perCustomer\n  enabled\n  uses\n  discountGiven\n  createdAt\n}": types.DiscountCodeFieldsFragmentDoc,
    "query GetPricingSettings {\n  pricingSettings {\n    ...PricingSettingsFields\n  }\n}": types.GetPricingSettingsDocument,
    "query GetStoreIdentity {\n  storeIdentity {\n    ...StoreIdentityFields\n  }\n}": types.GetStoreIdentityDocument,
    "query ListDiscountCodes {\n  discountCodes {\n    ...DiscountCodeFields\n  }\n}": types.ListDiscountCodesDocument,
    "fragment PricingSettingsFields on PricingSettings {\n  collectInStore\n  pricesIncludeTax\n  shopCountry\n  shopRegion\n  legal {\n    name\n    address\n    taxNumber\n  }\n  zones {\n    id\n    name\n    countries\n    restOfWorld\n    methods {\n      id\n      name\n      price\n      freeOver\n      minDays\n      maxDays\n      enabled\n    }\n  }\n  taxRates {\n    id\n    country\n    countryName\n    region\n    booksRate\n    shippingRate\n  }\n  carriers {\n    id\n    name\n    trackingUrl\n  }\n  payments {\n    methods {\n      id\n      name\n      enabled\n    }\n    bank {\n      holder\n      account\n      bank\n      notes\n    }\n    expiryDays\n  }\n}": types.PricingSettingsFieldsFragmentDoc,
    "mutation RemoveStoreLogo {\n  removeStoreLogo {\n    message\n    identity {\n      ...StoreIdentityFields\n    }\n  }\n}": types.RemoveStoreLogoDocument,
    "fragment StoreIdentityFields on StoreIdentity {\n  name\n  logoUrl\n  email\n  phone\n  address\n  about\n  updatedAt\n  socialLinks {\n    name\n    url\n  }\n}": types.StoreIdentityFieldsFragmentDoc,
    "mutation UpdateCarrier($id: ID!, $input: CarrierInput!) {\n  updateCarrier(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.UpdateCarrierDocument,
    "mutation UpdateDiscountCode($id: ID!, $input: DiscountCodeInput!) {\n  updateDiscountCode(id: $id, input: $input) {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n  }\n}": types.UpdateDiscountCodeDocument,
    "mutation UpdateLegalDetails($input: LegalDetailsInput!) {\n  updateLegalDetails(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.UpdateLegalDetailsDocument,
    "mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n  updatePaymentSettings(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.UpdatePaymentSettingsDocument,
    "mutation UpdatePricingOptions($input: PricingOptionsInput!) {\n  updatePricingOptions(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.UpdatePricingOptionsDocument,
    "mutation UpdateShippingMethod($id: ID!, $input: ShippingMethodInput!) {\n  updateShippingMethod(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.UpdateShippingMethodDocument,
    "mutation UpdateShippingZone($id: ID!, $input: ShippingZoneInput!) {\n  updateShippingZone(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.UpdateShippingZoneDocument,
    "mutation UpdateStoreIdentity($input: StoreIdentityInput!) {\n  updateStoreIdentity(input: $input) {\n    message\n    identity {\n      ...StoreIdentityFields\n    }\n  }\n}": types.UpdateStoreIdentityDocument,
    "mutation UpdateTaxRate($id: ID!, $input: TaxRateInput!) {\n  updateTaxRate(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}": types.UpdateTaxRateDocument,
    "query AdminExists {\n  adminExists\n}": types.AdminExistsDocument,
    "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}": types.ForgotPasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    message\n    user {\n      ...UserFields\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout {\n    message\n  }\n}": types.LogoutDocument,
    "query Me {\n  me {\n    ...UserFields\n  }\n}": types.MeDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}": types.ResetPasswordDocument,
    "query ResetTokenStatus($input: ResetTokenInput!) {\n  resetTokenStatus(input: $input) {\n    valid\n    expiresAt\n  }\n}": types.ResetTokenStatusDocument,
    "subscription BookChanged($id: ID!) {\n  bookChanged(id: $id) {\n    id\n    book {\n      ...BookFields\n    }\n  }\n}": types.BookChangedDocument,
    "query BookSuggestions($q: String!) {\n  bookSuggestions(q: $q) {\n    kind\n    text\n  }\n}": types.BookSuggestionsDocument,
    "query FindBooks($search: String, $category: String, $author: String, $language: String, $price: String, $year: Int, $first: Int!, $offset: Int!) {\n  findBooks(\n    search: $search\n    category: $category\n    author: $author\n    language: $language\n    price: $price\n    year: $year\n    first: $first\n    offset: $offset\n  ) {\n    totalCount\n    totalCountCapped\n    books {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    facets {\n      categories {\n        value\n        count\n      }\n      authors {\n        value\n        count\n      }\n      languages {\n        value\n        count\n      }\n      prices {\n        value\n        count\n      }\n      years {\n        value\n        count\n      }\n    }\n  }\n}": types.FindBooksDocument,
    "query GetBook($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n    ratingAverage\n    ratingCount\n  }\n}": types.GetBookDocument,
    "query ListBooks($search: String, $category: String, $sort: BookSort!, $direction: SortDirection!, $first: Int!, $after: String) {\n  books(\n    search: $search\n    category: $category\n    sort: $sort\n    direction: $direction\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...BookFields\n        ratingAverage\n        ratingCount\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListBooksDocument,
    "query ListCategories {\n  categories {\n    category\n    count\n  }\n}": types.ListCategoriesDocument,
    "mutation AddCartItem($bookId: ID!, $quantity: Int!) {\n  addToCart(bookId: $bookId, quantity: $quantity) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}": types.AddCartItemDocument,
    "fragment CartFields on Cart {\n  itemCount\n  total\n  removedCount\n  notice\n  lines {\n    quantity\n    lineTotal\n    book {\n      ...BookFields\n    }\n  }\n}": types.CartFieldsFragmentDoc,
    "query CheckoutQuote($input: CheckoutQuoteInput) {\n  checkoutQuote(input: $input) {\n    methods {\n      id\n      name\n      collection\n      zoneName\n      price\n      regularPrice\n      freeOver\n      minDays\n      maxDays\n    }\n    shippingMethodId\n    totals {\n      ...OrderTotalsFields\n    }\n    discountProblem {\n      code\n      message\n    }\n    deliveryProblem {\n      code\n      message\n    }\n    orderable\n    paymentMethods {\n      id\n      name\n      description\n    }\n  }\n}": types.CheckoutQuoteDocument,
    "mutation ClearCart {\n  clearCart {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}": types.ClearCartDocument,
    "query GetCart {\n  cart {\n    ...CartFields\n  }\n}": types.GetCartDocument,
    "mutation PlaceCartOrder($addressId: ID, $shippingMethodId: ID, $discountCode: String, $expectedTotal: Float, $paymentMethod: String) {\n  placeOrder(\n    addressId: $addressId\n    shippingMethodId: $shippingMethodId\n    discountCode: $discountCode\n    expectedTotal: $expectedTotal\n    paymentMethod: $paymentMethod\n  ) {\n    message\n    order {\n      id\n      payment {\n        checkoutUrl\n      }\n    }\n  }\n}": types.PlaceCartOrderDocument,
    "mutation PlaceOrderNow($lines: [OrderLineInput!]!, $addressId: ID, $shippingMethodId: ID, $discountCode: String, $expectedTotal: Float, $paymentMethod: String) {\n  placeOrderNow(\n    lines: $lines\n    addressId: $addressId\n    shippingMethodId: $shippingMethodId\n    discountCode: $discountCode\n    expectedTotal: $expectedTotal\n    paymentMethod: $paymentMethod\n  ) {\n    message\n    order {\n      id\n      payment {\n        checkoutUrl\n      }\n    }\n  }\n}": types.PlaceOrderNowDocument,
    "mutation RemoveCartItem($bookId: ID!) {\n  removeFromCart(bookId: $bookId) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}": types.RemoveCartItemDocument,
    "mutation UpdateCartItem($bookId: ID!, $quantity: Int!) {\n  updateCartItem(bookId: $bookId, quantity: $quantity) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}": types.UpdateCartItemDocument,
    "query GetComplaint($id: ID!) {\n  complaint(id: $id) {\n    ...ComplaintFields\n  }\n}": types.GetComplaintDocument,
    "query ListComplaintOrders($first: Int!) {\n  myOrders(first: $first) {\n    edges {\n      node {\n        id\n        orderedAt\n        totalAmount\n      }\n    }\n  }\n}": types.ListComplaintOrdersDocument,
    "query ListMyComplaints($first: Int!, $after: String) {\n  myComplaints(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ComplaintFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListMyComplaintsDocument,
    "subscription MyComplaintUpdated {\n  myComplaintUpdated {\n    ...ComplaintFields\n  }\n}": types.MyComplaintUpdatedDocument,
    "mutation ReplyToComplaint($id: ID!, $message: String!) {\n  replyToComplaint(id: $id, message: $message) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}": types.ReplyToComplaintDocument,
    "mutation SubmitComplaint($input: SubmitComplaintInput!) {\n  submitComplaint(input: $input) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}": types.SubmitComplaintDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}": types.SendContactMessageDocument,
    "mutation CancelOrder($id: ID!) {\n  cancelOrder(id: $id) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}": types.CancelOrderDocument,
    "query GetOrder($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}": types.GetOrderDocument,
    "query ListMyOrders($first: Int!, $after: String) {\n  myOrders(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...OrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListMyOrdersDocument,
    "subscription MyOrderUpdated {\n  myOrderUpdated {\n    ...OrderFields\n  }\n}": types.MyOrderUpdatedDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n    token\n  }\n}": types.ChangePasswordDocument,
    "mutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input) {\n    message\n  }\n}": types.DeleteAccountDocument,
    "query GetEmailPreferences {\n  emailPreferences {\n    orderEmails\n    complaintEmails\n    stockEmails\n  }\n}": types.GetEmailPreferencesDocument,
    "mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n  updateEmailPreferences(input: $input) {\n    message\n    preferences {\n      orderEmails\n      complaintEmails\n      stockEmails\n    }\n  }\n}": types.UpdateEmailPreferencesDocument,
    "mutation DeleteReview($bookId: ID!) {\n  deleteReview(bookId: $bookId) {\n    message\n  }\n}": types.DeleteReviewDocument,
    "query ListBookReviews($bookId: ID!, $first: Int!, $after: String) {\n  bookReviews(bookId: $bookId, first: $first, after: $after) {\n    totalCount\n    canReview\n    mine {\n      ...ReviewFields\n    }\n    edges {\n      cursor\n      node {\n        ...ReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListBookReviewsDocument,
    "mutation ReportReview($id: ID!, $input: ReportReviewInput) {\n  reportReview(id: $id, input: $input) {\n    message\n    review {\n      ...ReviewFields\n    }\n  }\n}": types.ReportReviewDocument,
    "fragment ReviewFields on Review {\n  id\n  bookId\n  rating\n  title\n  text\n  author {\n    id\n    name\n  }\n  verifiedPurchase\n  mine\n  hidden\n  hiddenReason\n  reportedByMe\n  createdAt\n  updatedAt\n}": types.ReviewFieldsFragmentDoc,
    "mutation SaveReview($bookId: ID!, $input: ReviewInput!) {\n  saveReview(bookId: $bookId, input: $input) {\n    message\n    review {\n      ...ReviewFields\n    }\n  }\n}": types.SaveReviewDocument,
    "query GetAlsoBought($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n    alsoBought {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}": types.GetAlsoBoughtDocument,
    "query GetShelves {\n  shelves {\n    newArrivals {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    bestSellers {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    highlyRated {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}": types.GetShelvesDocument,
    "mutation AddToWishlist($bookId: ID!) {\n  addToWishlist(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}": types.AddToWishlistDocument,
    "mutation CancelStockAlert($bookId: ID!) {\n  cancelStockAlert(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}": types.CancelStockAlertDocument,
    "query GetWishlist {\n  wishlist {\n    ...WishlistFields\n  }\n}": types.GetWishlistDocument,
    "query GetWishlistIds {\n  wishlist {\n    bookIds\n    alertBookIds\n  }\n}": types.GetWishlistIdsDocument,
    "mutation RemoveFromWishlist($bookId: ID!) {\n  removeFromWishlist(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}": types.RemoveFromWishlistDocument,
    "mutation RequestStockAlert($bookId: ID!) {\n  requestStockAlert(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}": types.RequestStockAlertDocument,
    "fragment WishlistFields on Wishlist {\n  bookIds\n  alertBookIds\n  items {\n    addedAt\n    alertRequested\n    book {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}": types.WishlistFieldsFragmentDoc,
    "fragment BookFields on Book {\n  id\n  title\n  author\n  category\n  description\n  price\n  stock\n  image\n  createdAt\n  isbn\n  publisher\n  year\n  pages\n  language\n}": types.BookFieldsFragmentDoc,
    "fragment ComplaintFields on Complaint {\n  id\n  title\n  description\n  type\n  category\n  priority\n  status\n  adminResponse\n  respondedBy {\n    id\n    name\n  }\n  respondedAt\n  user {\n    id\n    name\n    email\n  }\n  createdAt\n  updatedAt\n  orderId\n  responses {\n    message\n    respondedBy {\n      id\n      name\n    }\n    respondedAt\n    status\n    priority\n  }\n  messages {\n    id\n    author {\n      id\n      name\n      role\n    }\n    text\n    at\n  }\n  dueAt\n  overdue\n  open\n}": types.ComplaintFieldsFragmentDoc,
    "fragment InvoiceSummaryFields on InvoiceSummary {\n  number\n  issuedAt\n  total\n  downloadPath\n}": types.InvoiceSummaryFieldsFragmentDoc,
    "fragment OrderFields on Order {\n  id\n  status\n  nextStatuses\n  cancellable\n  orderedAt\n  totalAmount\n  totals {\n    ...OrderTotalsFields\n  }\n  itemCount\n  books {\n    quantity\n    price\n    lineTotal\n    book {\n      id\n      title\n      author\n      category\n      image\n      price\n    }\n  }\n  user {\n    id\n    name\n    email\n  }\n  statusHistory {\n    status\n    at\n    by {\n      id\n      name\n    }\n  }\n  shipment {\n    carrier\n    trackingNumber\n    trackingUrl\n    at\n  }\n  shippingAddress {\n    fullName\n    line1\n    line2\n    city\n    region\n    postalCode\n    country\n    countryName\n    phone\n  }\n  payment {\n    method\n    methodName\n    state\n    reference\n    bankDetails {\n      holder\n      account\n      bank\n      notes\n    }\n    paidAt\n    paidAmount\n    refundDueAt\n    refundedAt\n    refundAmount\n    checkoutUrl\n    refundError\n    canMarkPaid\n    canMarkRefunded\n  }\n  invoice {\n    ...InvoiceSummaryFields\n  }\n  creditNote {\n    ...InvoiceSummaryFields\n  }\n}": types.OrderFieldsFragmentDoc,
    "fragment OrderTotalsFields on OrderTotals {\n  subtotal\n  discount\n  discountCode\n  shipping\n  shippingMethod {\n    id\n    name\n    collection\n  }\n  tax\n  taxIncluded\n  taxLines {\n    rate\n    appliesTo\n    base\n    amount\n  }\n  total\n}": types.OrderTotalsFieldsFragmentDoc,
    "query GetStoreSettings {\n  storeSettings {\n    name\n    currency\n    lowStockThreshold\n    emailEnabled\n    adminRoleRestricted\n    cataloguePublic\n    contactEmail\n    contactPhone\n    contactAddress\n    logoUrl\n    about\n    socialLinks {\n      name\n      url\n    }\n  }\n}": types.GetStoreSettingsDocument,
    "fragment UserFields on User {\n  id\n  name\n  email\n  role\n  photo\n  createdAt\n}": types.UserFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddAddress($input: AddressInput!) {\n  addAddress(input: $input) {\n    message\n    address {\n      ...AddressFields\n    }\n    addresses {\n      ...AddressFields\n    }\n  }\n}"): (typeof documents)["mutation AddAddress($input: AddressInput!) {\n  addAddress(input: $input) {\n    message\n    address {\n      ...AddressFields\n    }\n    addresses {\n      ...AddressFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AddressFields on Address {\n  id\n  fullName\n  line1\n  line2\n  city\n  region\n  postalCode\n  country\n  countryName\n  phone\n  isDefault\n}"): (typeof documents)["fragment AddressFields on Address {\n  id\n  fullName\n  line1\n  line2\n  city\n  region\n  postalCode\n  country\n  countryName\n  phone\n  isDefault\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    message\n    addresses {\n      ...AddressFields\n    }\n  }\n}"): (typeof documents)["mutation DeleteAddress($id: ID!) {\n  deleteAddress(id: $id) {\n    message\n    addresses {\n      ...AddressFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListAddresses {\n  addresses {\n    ...AddressFields\n  }\n}"): (typeof documents)["query ListAddresses {\n  addresses {\n    ...AddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    message\n    addresses {\n      ...AddressFields\n    }\n  }\n}"): (typeof documents)["mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    message\n    addresses {\n      ...AddressFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    message\n    address {\n      ...AddressFields\n    }\n    addresses {\n      ...AddressFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    message\n    address {\n      ...AddressFields\n    }\n    addresses {\n      ...AddressFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListActivity($action: ActivityAction, $from: String, $to: String, $target: String, $targetType: ActivityTargetType, $first: Int!, $after: String) {\n  activity(\n    action: $action\n    from: $from\n    to: $to\n    target: $target\n    targetType: $targetType\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        at\n        action\n        actor {\n          id\n          name\n        }\n        target {\n          type\n          id\n          label\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListActivity($action: ActivityAction, $from: String, $to: String, $target: String, $targetType: ActivityTargetType, $first: Int!, $after: String) {\n  activity(\n    action: $action\n    from: $from\n    to: $to\n    target: $target\n    targetType: $targetType\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        at\n        action\n        actor {\n          id\n          name\n        }\n        target {\n          type\n          id\n          label\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteBook($id: ID!) {\n  deleteBook(id: $id) {\n    message\n  }\n}"): (typeof documents)["mutation DeleteBook($id: ID!) {\n  deleteBook(id: $id) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetBookForEdit($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n  }\n}"): (typeof documents)["query GetBookForEdit($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetBookImport($id: ID!) {\n  bookImport(id: $id) {\n    id\n    fileName\n    status\n    rows\n    processed\n    created\n    updated\n    unchanged\n    refused\n    stockKept\n    refusals {\n      row\n      message\n    }\n    error\n  }\n}"): (typeof documents)["query GetBookImport($id: ID!) {\n  bookImport(id: $id) {\n    id\n    fileName\n    status\n    rows\n    processed\n    created\n    updated\n    unchanged\n    refused\n    stockKept\n    refusals {\n      row\n      message\n    }\n    error\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListAdminBooks($search: String, $searchIn: BookSearchScope!, $category: String, $maxStock: Int, $first: Int!, $after: String) {\n  books(\n    search: $search\n    searchIn: $searchIn\n    category: $category\n    maxStock: $maxStock\n    sort: TITLE\n    direction: ASC\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...BookFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListAdminBooks($search: String, $searchIn: BookSearchScope!, $category: String, $maxStock: Int, $first: Int!, $after: String) {\n  books(\n    search: $search\n    searchIn: $searchIn\n    category: $category\n    maxStock: $maxStock\n    sort: TITLE\n    direction: ASC\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...BookFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ComplaintSubmitted {\n  complaintSubmitted {\n    ...ComplaintFields\n  }\n}"): (typeof documents)["subscription ComplaintSubmitted {\n  complaintSubmitted {\n    ...ComplaintFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ComplaintUpdated {\n  complaintUpdated {\n    ...ComplaintFields\n  }\n}"): (typeof documents)["subscription ComplaintUpdated {\n  complaintUpdated {\n    ...ComplaintFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteComplaint($id: ID!) {\n  deleteComplaint(id: $id) {\n    message\n  }\n}"): (typeof documents)["mutation DeleteComplaint($id: ID!) {\n  deleteComplaint(id: $id) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminComplaint($id: ID!) {\n  complaint(id: $id) {\n    ...ComplaintFields\n  }\n}"): (typeof documents)["query GetAdminComplaint($id: ID!) {\n  complaint(id: $id) {\n    ...ComplaintFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetComplaintStats {\n  complaintStats {\n    total\n    pending\n    inProgress\n    resolved\n    closed\n    overdue\n  }\n}"): (typeof documents)["query GetComplaintStats {\n  complaintStats {\n    total\n    pending\n    inProgress\n    resolved\n    closed\n    overdue\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListAdminComplaints($status: ComplaintStatus, $type: ComplaintType, $priority: ComplaintPriority, $category: ComplaintCategory, $overdue: Boolean, $search: String, $first: Int!, $after: String) {\n  complaints(\n    status: $status\n    type: $type\n    priority: $priority\n    category: $category\n    overdue: $overdue\n    search: $search\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ComplaintFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListAdminComplaints($status: ComplaintStatus, $type: ComplaintType, $priority: ComplaintPriority, $category: ComplaintCategory, $overdue: Boolean, $search: String, $first: Int!, $after: String) {\n  complaints(\n    status: $status\n    type: $type\n    priority: $priority\n    category: $category\n    overdue: $overdue\n    search: $search\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ComplaintFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RespondToComplaint($id: ID!, $input: RespondToComplaintInput!) {\n  respondToComplaint(id: $id, input: $input) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}"): (typeof documents)["mutation RespondToComplaint($id: ID!, $input: RespondToComplaintInput!) {\n  respondToComplaint(id: $id, input: $input) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerRowFields on Customer {\n  id\n  name\n  email\n  registeredAt\n  orderCount\n  totalSpent\n  lastOrderAt\n  openComplaints\n}"): (typeof documents)["fragment CustomerRowFields on Customer {\n  id\n  name\n  email\n  registeredAt\n  orderCount\n  totalSpent\n  lastOrderAt\n  openComplaints\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCustomer($id: ID!) {\n  customer(id: $id) {\n    customer {\n      ...CustomerRowFields\n    }\n    addresses {\n      id\n      fullName\n      line1\n      line2\n      city\n      region\n      postalCode\n      countryName\n      phone\n      isDefault\n    }\n    orders(first: 20) {\n      totalCount\n      totalCountCapped\n      edges {\n        node {\n          id\n          orderedAt\n          status\n          payment {\n            state\n          }\n          itemCount\n          totalAmount\n        }\n      }\n    }\n    complaints(first: 20) {\n      totalCount\n      edges {\n        node {\n          ...ComplaintFields\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query GetCustomer($id: ID!) {\n  customer(id: $id) {\n    customer {\n      ...CustomerRowFields\n    }\n    addresses {\n      id\n      fullName\n      line1\n      line2\n      city\n      region\n      postalCode\n      countryName\n      phone\n      isDefault\n    }\n    orders(first: 20) {\n      totalCount\n      totalCountCapped\n      edges {\n        node {\n          id\n          orderedAt\n          status\n          payment {\n            state\n          }\n          itemCount\n          totalAmount\n        }\n      }\n    }\n    complaints(first: 20) {\n      totalCount\n      edges {\n        node {\n          ...ComplaintFields\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListCustomers($search: String, $first: Int!, $after: String) {\n  customers(search: $search, first: $first, after: $after) {\n    totalCount\n    totalCountCapped\n    edges {\n      cursor\n      node {\n        ...CustomerRowFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListCustomers($search: String, $first: Int!, $after: String) {\n  customers(search: $search, first: $first, after: $after) {\n    totalCount\n    totalCountCapped\n    edges {\n      cursor\n      node {\n        ...CustomerRowFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DashboardChanged {\n  dashboardChanged {\n    ...DashboardFields\n  }\n}"): (typeof documents)["subscription DashboardChanged {\n  dashboardChanged {\n    ...DashboardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DashboardFields on Dashboard {\n  totals {\n    books\n    orders\n    revenue\n    pending\n    completed\n    cancelled\n    averageOrderValue\n  }\n  recentOrders {\n    ...OrderFields\n  }\n  revenueByDay {\n    date\n    revenue\n    orders\n  }\n  lowStock {\n    ...BookFields\n  }\n  lowStockCount\n  lowStockThreshold\n}"): (typeof documents)["fragment DashboardFields on Dashboard {\n  totals {\n    books\n    orders\n    revenue\n    pending\n    completed\n    cancelled\n    averageOrderValue\n  }\n  recentOrders {\n    ...OrderFields\n  }\n  revenueByDay {\n    date\n    revenue\n    orders\n  }\n  lowStock {\n    ...BookFields\n  }\n  lowStockCount\n  lowStockThreshold\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDashboard {\n  dashboard {\n    ...DashboardFields\n  }\n}"): (typeof documents)["query GetDashboard {\n  dashboard {\n    ...DashboardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddOrderNote($orderId: ID!, $input: AddOrderNoteInput!) {\n  addOrderNote(orderId: $orderId, input: $input) {\n    message\n    note {\n      ...OrderNoteFields\n    }\n  }\n}"): (typeof documents)["mutation AddOrderNote($orderId: ID!, $input: AddOrderNoteInput!) {\n  addOrderNote(orderId: $orderId, input: $input) {\n    message\n    note {\n      ...OrderNoteFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOrderTotals {\n  dashboard {\n    totals {\n      orders\n      revenue\n      pending\n      cancelled\n    }\n  }\n}"): (typeof documents)["query GetOrderTotals {\n  dashboard {\n    totals {\n      orders\n      revenue\n      pending\n      cancelled\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListOrders($search: String, $status: OrderStatus, $paymentState: PaymentState, $first: Int!, $after: String) {\n  orders(\n    search: $search\n    status: $status\n    paymentState: $paymentState\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    totalCountCapped\n    edges {\n      cursor\n      node {\n        ...OrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListOrders($search: String, $status: OrderStatus, $paymentState: PaymentState, $first: Int!, $after: String) {\n  orders(\n    search: $search\n    status: $status\n    paymentState: $paymentState\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    totalCountCapped\n    edges {\n      cursor\n      node {\n        ...OrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderNoteFields on OrderNote {\n  id\n  orderId\n  text\n  createdAt\n  author {\n    id\n    name\n  }\n}\n\nquery OrderNotes($orderId: ID!) {\n  orderNotes(orderId: $orderId) {\n    truncated\n    notes {\n      ...OrderNoteFields\n    }\n  }\n}"): (typeof documents)["fragment OrderNoteFields on OrderNote {\n  id\n  orderId\n  text\n  createdAt\n  author {\n    id\n    name\n  }\n}\n\nquery OrderNotes($orderId: ID!) {\n  orderNotes(orderId: $orderId) {\n    truncated\n    notes {\n      ...OrderNoteFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OrderPlaced {\n  orderPlaced {\n    ...OrderFields\n  }\n}"): (typeof documents)["subscription OrderPlaced {\n  orderPlaced {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OrderUpdated {\n  orderUpdated {\n    id\n    status\n    nextStatuses\n    cancellable\n    statusHistory {\n      status\n      at\n      by {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["subscription OrderUpdated {\n  orderUpdated {\n    id\n    status\n    nextStatuses\n    cancellable\n    statusHistory {\n      status\n      at\n      by {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShippingCarriers {\n  pricingSettings {\n    carriers {\n      id\n      name\n      trackingUrl\n    }\n  }\n}"): (typeof documents)["query ShippingCarriers {\n  pricingSettings {\n    carriers {\n      id\n      name\n      trackingUrl\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrderPayment($id: ID!, $state: PaymentState!) {\n  updateOrderPayment(id: $id, state: $state) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateOrderPayment($id: ID!, $state: PaymentState!) {\n  updateOrderPayment(id: $id, state: $state) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) {\n  updateOrderStatus(id: $id, status: $status, shipment: $shipment) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetBestSellers($from: String!, $to: String!, $by: BestSellersBy!, $limit: Int!) {\n  bestSellers(from: $from, to: $to, by: $by, limit: $limit) {\n    from\n    to\n    by\n    books {\n      bookId\n      title\n      author\n      copies\n      revenue\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}"): (typeof documents)["query GetBestSellers($from: String!, $to: String!, $by: BestSellersBy!, $limit: Int!) {\n  bestSellers(from: $from, to: $to, by: $by, limit: $limit) {\n    from\n    to\n    by\n    books {\n      bookId\n      title\n      author\n      copies\n      revenue\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetSalesReport($from: String!, $to: String!, $group: SalesGroup!) {\n  salesReport(from: $from, to: $to, group: $group) {\n    from\n    to\n    group\n    rows {\n      key\n      orders\n      copies\n      revenue\n    }\n    totals {\n      orders\n      copies\n      revenue\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}"): (typeof documents)["query GetSalesReport($from: String!, $to: String!, $group: SalesGroup!) {\n  salesReport(from: $from, to: $to, group: $group) {\n    from\n    to\n    group\n    rows {\n      key\n      orders\n      copies\n      revenue\n    }\n    totals {\n      orders\n      copies\n      revenue\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetStockCover {\n  stockCover {\n    threshold\n    lowStockCount\n    books {\n      bookId\n      title\n      author\n      stock\n      soldLast30Days\n      daysLeft\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}"): (typeof documents)["query GetStockCover {\n  stockCover {\n    threshold\n    lowStockCount\n    books {\n      bookId\n      title\n      author\n      stock\n      soldLast30Days\n      daysLeft\n    }\n    download {\n      path\n      fileName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminReviewFields on Review {\n  id\n  bookId\n  bookTitle\n  rating\n  title\n  text\n  author {\n    id\n    name\n  }\n  hidden\n  hiddenReason\n  reportCount\n  reportReasons\n  createdAt\n}"): (typeof documents)["fragment AdminReviewFields on Review {\n  id\n  bookId\n  bookTitle\n  rating\n  title\n  text\n  author {\n    id\n    name\n  }\n  hidden\n  hiddenReason\n  reportCount\n  reportReasons\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HideReview($id: ID!, $input: HideReviewInput!) {\n  hideReview(id: $id, input: $input) {\n    message\n    review {\n      ...AdminReviewFields\n    }\n  }\n}"): (typeof documents)["mutation HideReview($id: ID!, $input: HideReviewInput!) {\n  hideReview(id: $id, input: $input) {\n    message\n    review {\n      ...AdminReviewFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListAdminReviews($reported: Boolean, $first: Int!, $after: String) {\n  reviews(reported: $reported, first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListAdminReviews($reported: Boolean, $first: Int!, $after: String) {\n  reviews(reported: $reported, first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...AdminReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShowReview($id: ID!) {\n  showReview(id: $id) {\n    message\n    review {\n      ...AdminReviewFields\n    }\n  }\n}"): (typeof documents)["mutation ShowReview($id: ID!) {\n  showReview(id: $id) {\n    message\n    review {\n      ...AdminReviewFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddCarrier($input: CarrierInput!) {\n  addCarrier(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation AddCarrier($input: CarrierInput!) {\n  addCarrier(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDiscountCode($input: DiscountCodeInput!) {\n  addDiscountCode(input: $input) {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n  }\n}"): (typeof documents)["mutation AddDiscountCode($input: DiscountCodeInput!) {\n  addDiscountCode(input: $input) {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddShippingMethod($zoneId: ID!, $input: ShippingMethodInput!) {\n  addShippingMethod(zoneId: $zoneId, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation AddShippingMethod($zoneId: ID!, $input: ShippingMethodInput!) {\n  addShippingMethod(zoneId: $zoneId, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddShippingZone($input: ShippingZoneInput!) {\n  addShippingZone(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation AddShippingZone($input: ShippingZoneInput!) {\n  addShippingZone(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddTaxRate($input: TaxRateInput!) {\n  addTaxRate(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation AddTaxRate($input: TaxRateInput!) {\n  addTaxRate(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCarrier($id: ID!) {\n  deleteCarrier(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation DeleteCarrier($id: ID!) {\n  deleteCarrier(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDiscountCode($id: ID!) {\n  deleteDiscountCode(id: $id) {\n    message\n  }\n}"): (typeof documents)["mutation DeleteDiscountCode($id: ID!) {\n  deleteDiscountCode(id: $id) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteShippingMethod($id: ID!) {\n  deleteShippingMethod(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation DeleteShippingMethod($id: ID!) {\n  deleteShippingMethod(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteShippingZone($id: ID!) {\n  deleteShippingZone(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation DeleteShippingZone($id: ID!) {\n  deleteShippingZone(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteTaxRate($id: ID!) {\n  deleteTaxRate(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation DeleteTaxRate($id: ID!) {\n  deleteTaxRate(id: $id) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DiscountCodeFields on DiscountCode {\n  id\n  code\n  kind\n  percent\n  amount\n  minimumSubtotal\n  startsAt\n  endsAt\n  maxUses\n  perCustomer\n  enabled\n  uses\n  discountGiven\n  createdAt\n}"): (typeof documents)["fragment DiscountCodeFields on DiscountCode {\n  id\n  code\n  kind\n  percent\n  amount\n  minimumSubtotal\n  startsAt\n  endsAt\n  maxUses\n  perCustomer\n  enabled\n  uses\n  discountGiven\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPricingSettings {\n  pricingSettings {\n    ...PricingSettingsFields\n  }\n}"): (typeof documents)["query GetPricingSettings {\n  pricingSettings {\n    ...PricingSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetStoreIdentity {\n  storeIdentity {\n    ...StoreIdentityFields\n  }\n}"): (typeof documents)["query GetStoreIdentity {\n  storeIdentity {\n    ...StoreIdentityFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListDiscountCodes {\n  discountCodes {\n    ...DiscountCodeFields\n  }\n}"): (typeof documents)["query ListDiscountCodes {\n  discountCodes {\n    ...DiscountCodeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PricingSettingsFields on PricingSettings {\n  collectInStore\n  pricesIncludeTax\n  shopCountry\n  shopRegion\n  legal {\n    name\n    address\n    taxNumber\n  }\n  zones {\n    id\n    name\n    countries\n    restOfWorld\n    methods {\n      id\n      name\n      price\n      freeOver\n      minDays\n      maxDays\n      enabled\n    }\n  }\n  taxRates {\n    id\n    country\n    countryName\n    region\n    booksRate\n    shippingRate\n  }\n  carriers {\n    id\n    name\n    trackingUrl\n  }\n  payments {\n    methods {\n      id\n      name\n      enabled\n    }\n    bank {\n      holder\n      account\n      bank\n      notes\n    }\n    expiryDays\n  }\n}"): (typeof documents)["fragment PricingSettingsFields on PricingSettings {\n  collectInStore\n  pricesIncludeTax\n  shopCountry\n  shopRegion\n  legal {\n    name\n    address\n    taxNumber\n  }\n  zones {\n    id\n    name\n    countries\n    restOfWorld\n    methods {\n      id\n      name\n      price\n      freeOver\n      minDays\n      maxDays\n      enabled\n    }\n  }\n  taxRates {\n    id\n    country\n    countryName\n    region\n    booksRate\n    shippingRate\n  }\n  carriers {\n    id\n    name\n    trackingUrl\n  }\n  payments {\n    methods {\n      id\n      name\n      enabled\n    }\n    bank {\n      holder\n      account\n      bank\n      notes\n    }\n    expiryDays\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveStoreLogo {\n  removeStoreLogo {\n    message\n    identity {\n      ...StoreIdentityFields\n    }\n  }\n}"): (typeof documents)["mutation RemoveStoreLogo {\n  removeStoreLogo {\n    message\n    identity {\n      ...StoreIdentityFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StoreIdentityFields on StoreIdentity {\n  name\n  logoUrl\n  email\n  phone\n  address\n  about\n  updatedAt\n  socialLinks {\n    name\n    url\n  }\n}"): (typeof documents)["fragment StoreIdentityFields on StoreIdentity {\n  name\n  logoUrl\n  email\n  phone\n  address\n  about\n  updatedAt\n  socialLinks {\n    name\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCarrier($id: ID!, $input: CarrierInput!) {\n  updateCarrier(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateCarrier($id: ID!, $input: CarrierInput!) {\n  updateCarrier(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDiscountCode($id: ID!, $input: DiscountCodeInput!) {\n  updateDiscountCode(id: $id, input: $input) {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateDiscountCode($id: ID!, $input: DiscountCodeInput!) {\n  updateDiscountCode(id: $id, input: $input) {\n    message\n    discountCode {\n      ...DiscountCodeFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLegalDetails($input: LegalDetailsInput!) {\n  updateLegalDetails(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateLegalDetails($input: LegalDetailsInput!) {\n  updateLegalDetails(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n  updatePaymentSettings(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n  updatePaymentSettings(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePricingOptions($input: PricingOptionsInput!) {\n  updatePricingOptions(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation UpdatePricingOptions($input: PricingOptionsInput!) {\n  updatePricingOptions(input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShippingMethod($id: ID!, $input: ShippingMethodInput!) {\n  updateShippingMethod(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateShippingMethod($id: ID!, $input: ShippingMethodInput!) {\n  updateShippingMethod(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShippingZone($id: ID!, $input: ShippingZoneInput!) {\n  updateShippingZone(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateShippingZone($id: ID!, $input: ShippingZoneInput!) {\n  updateShippingZone(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateStoreIdentity($input: StoreIdentityInput!) {\n  updateStoreIdentity(input: $input) {\n    message\n    identity {\n      ...StoreIdentityFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateStoreIdentity($input: StoreIdentityInput!) {\n  updateStoreIdentity(input: $input) {\n    message\n    identity {\n      ...StoreIdentityFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTaxRate($id: ID!, $input: TaxRateInput!) {\n  updateTaxRate(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateTaxRate($id: ID!, $input: TaxRateInput!) {\n  updateTaxRate(id: $id, input: $input) {\n    message\n    settings {\n      ...PricingSettingsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminExists {\n  adminExists\n}"): (typeof documents)["query AdminExists {\n  adminExists\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    message\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    message\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout {\n    message\n  }\n}"): (typeof documents)["mutation Logout {\n  logout {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...UserFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResetTokenStatus($input: ResetTokenInput!) {\n  resetTokenStatus(input: $input) {\n    valid\n    expiresAt\n  }\n}"): (typeof documents)["query ResetTokenStatus($input: ResetTokenInput!) {\n  resetTokenStatus(input: $input) {\n    valid\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BookChanged($id: ID!) {\n  bookChanged(id: $id) {\n    id\n    book {\n      ...BookFields\n    }\n  }\n}"): (typeof documents)["subscription BookChanged($id: ID!) {\n  bookChanged(id: $id) {\n    id\n    book {\n      ...BookFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookSuggestions($q: String!) {\n  bookSuggestions(q: $q) {\n    kind\n    text\n  }\n}"): (typeof documents)["query BookSuggestions($q: String!) {\n  bookSuggestions(q: $q) {\n    kind\n    text\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FindBooks($search: String, $category: String, $author: String, $language: String, $price: String, $year: Int, $first: Int!, $offset: Int!) {\n  findBooks(\n    search: $search\n    category: $category\n    author: $author\n    language: $language\n    price: $price\n    year: $year\n    first: $first\n    offset: $offset\n  ) {\n    totalCount\n    totalCountCapped\n    books {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    facets {\n      categories {\n        value\n        count\n      }\n      authors {\n        value\n        count\n      }\n      languages {\n        value\n        count\n      }\n      prices {\n        value\n        count\n      }\n      years {\n        value\n        count\n      }\n    }\n  }\n}"): (typeof documents)["query FindBooks($search: String, $category: String, $author: String, $language: String, $price: String, $year: Int, $first: Int!, $offset: Int!) {\n  findBooks(\n    search: $search\n    category: $category\n    author: $author\n    language: $language\n    price: $price\n    year: $year\n    first: $first\n    offset: $offset\n  ) {\n    totalCount\n    totalCountCapped\n    books {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    facets {\n      categories {\n        value\n        count\n      }\n      authors {\n        value\n        count\n      }\n      languages {\n        value\n        count\n      }\n      prices {\n        value\n        count\n      }\n      years {\n        value\n        count\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetBook($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n    ratingAverage\n    ratingCount\n  }\n}"): (typeof documents)["query GetBook($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n    ratingAverage\n    ratingCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListBooks($search: String, $category: String, $sort: BookSort!, $direction: SortDirection!, $first: Int!, $after: String) {\n  books(\n    search: $search\n    category: $category\n    sort: $sort\n    direction: $direction\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...BookFields\n        ratingAverage\n        ratingCount\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListBooks($search: String, $category: String, $sort: BookSort!, $direction: SortDirection!, $first: Int!, $after: String) {\n  books(\n    search: $search\n    category: $category\n    sort: $sort\n    direction: $direction\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...BookFields\n        ratingAverage\n        ratingCount\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListCategories {\n  categories {\n    category\n    count\n  }\n}"): (typeof documents)["query ListCategories {\n  categories {\n    category\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddCartItem($bookId: ID!, $quantity: Int!) {\n  addToCart(bookId: $bookId, quantity: $quantity) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}"): (typeof documents)["mutation AddCartItem($bookId: ID!, $quantity: Int!) {\n  addToCart(bookId: $bookId, quantity: $quantity) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartFields on Cart {\n  itemCount\n  total\n  removedCount\n  notice\n  lines {\n    quantity\n    lineTotal\n    book {\n      ...BookFields\n    }\n  }\n}"): (typeof documents)["fragment CartFields on Cart {\n  itemCount\n  total\n  removedCount\n  notice\n  lines {\n    quantity\n    lineTotal\n    book {\n      ...BookFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutQuote($input: CheckoutQuoteInput) {\n  checkoutQuote(input: $input) {\n    methods {\n      id\n      name\n      collection\n      zoneName\n      price\n      regularPrice\n      freeOver\n      minDays\n      maxDays\n    }\n    shippingMethodId\n    totals {\n      ...OrderTotalsFields\n    }\n    discountProblem {\n      code\n      message\n    }\n    deliveryProblem {\n      code\n      message\n    }\n    orderable\n    paymentMethods {\n      id\n      name\n      description\n    }\n  }\n}"): (typeof documents)["query CheckoutQuote($input: CheckoutQuoteInput) {\n  checkoutQuote(input: $input) {\n    methods {\n      id\n      name\n      collection\n      zoneName\n      price\n      regularPrice\n      freeOver\n      minDays\n      maxDays\n    }\n    shippingMethodId\n    totals {\n      ...OrderTotalsFields\n    }\n    discountProblem {\n      code\n      message\n    }\n    deliveryProblem {\n      code\n      message\n    }\n    orderable\n    paymentMethods {\n      id\n      name\n      description\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClearCart {\n  clearCart {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}"): (typeof documents)["mutation ClearCart {\n  clearCart {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCart {\n  cart {\n    ...CartFields\n  }\n}"): (typeof documents)["query GetCart {\n  cart {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceCartOrder($addressId: ID, $shippingMethodId: ID, $discountCode: String, $expectedTotal: Float, $paymentMethod: String) {\n  placeOrder(\n    addressId: $addressId\n    shippingMethodId: $shippingMethodId\n    discountCode: $discountCode\n    expectedTotal: $expectedTotal\n    paymentMethod: $paymentMethod\n  ) {\n    message\n    order {\n      id\n      payment {\n        checkoutUrl\n      }\n    }\n  }\n}"): (typeof documents)["mutation PlaceCartOrder($addressId: ID, $shippingMethodId: ID, $discountCode: String, $expectedTotal: Float, $paymentMethod: String) {\n  placeOrder(\n    addressId: $addressId\n    shippingMethodId: $shippingMethodId\n    discountCode: $discountCode\n    expectedTotal: $expectedTotal\n    paymentMethod: $paymentMethod\n  ) {\n    message\n    order {\n      id\n      payment {\n        checkoutUrl\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceOrderNow($lines: [OrderLineInput!]!, $addressId: ID, $shippingMethodId: ID, $discountCode: String, $expectedTotal: Float, $paymentMethod: String) {\n  placeOrderNow(\n    lines: $lines\n    addressId: $addressId\n    shippingMethodId: $shippingMethodId\n    discountCode: $discountCode\n    expectedTotal: $expectedTotal\n    paymentMethod: $paymentMethod\n  ) {\n    message\n    order {\n      id\n      payment {\n        checkoutUrl\n      }\n    }\n  }\n}"): (typeof documents)["mutation PlaceOrderNow($lines: [OrderLineInput!]!, $addressId: ID, $shippingMethodId: ID, $discountCode: String, $expectedTotal: Float, $paymentMethod: String) {\n  placeOrderNow(\n    lines: $lines\n    addressId: $addressId\n    shippingMethodId: $shippingMethodId\n    discountCode: $discountCode\n    expectedTotal: $expectedTotal\n    paymentMethod: $paymentMethod\n  ) {\n    message\n    order {\n      id\n      payment {\n        checkoutUrl\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveCartItem($bookId: ID!) {\n  removeFromCart(bookId: $bookId) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}"): (typeof documents)["mutation RemoveCartItem($bookId: ID!) {\n  removeFromCart(bookId: $bookId) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCartItem($bookId: ID!, $quantity: Int!) {\n  updateCartItem(bookId: $bookId, quantity: $quantity) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateCartItem($bookId: ID!, $quantity: Int!) {\n  updateCartItem(bookId: $bookId, quantity: $quantity) {\n    message\n    cart {\n      ...CartFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetComplaint($id: ID!) {\n  complaint(id: $id) {\n    ...ComplaintFields\n  }\n}"): (typeof documents)["query GetComplaint($id: ID!) {\n  complaint(id: $id) {\n    ...ComplaintFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListComplaintOrders($first: Int!) {\n  myOrders(first: $first) {\n    edges {\n      node {\n        id\n        orderedAt\n        totalAmount\n      }\n    }\n  }\n}"): (typeof documents)["query ListComplaintOrders($first: Int!) {\n  myOrders(first: $first) {\n    edges {\n      node {\n        id\n        orderedAt\n        totalAmount\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMyComplaints($first: Int!, $after: String) {\n  myComplaints(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ComplaintFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListMyComplaints($first: Int!, $after: String) {\n  myComplaints(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ComplaintFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MyComplaintUpdated {\n  myComplaintUpdated {\n    ...ComplaintFields\n  }\n}"): (typeof documents)["subscription MyComplaintUpdated {\n  myComplaintUpdated {\n    ...ComplaintFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplyToComplaint($id: ID!, $message: String!) {\n  replyToComplaint(id: $id, message: $message) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}"): (typeof documents)["mutation ReplyToComplaint($id: ID!, $message: String!) {\n  replyToComplaint(id: $id, message: $message) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitComplaint($input: SubmitComplaintInput!) {\n  submitComplaint(input: $input) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}"): (typeof documents)["mutation SubmitComplaint($input: SubmitComplaintInput!) {\n  submitComplaint(input: $input) {\n    message\n    complaint {\n      ...ComplaintFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelOrder($id: ID!) {\n  cancelOrder(id: $id) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}"): (typeof documents)["mutation CancelOrder($id: ID!) {\n  cancelOrder(id: $id) {\n    message\n    order {\n      ...OrderFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOrder($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}"): (typeof documents)["query GetOrder($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMyOrders($first: Int!, $after: String) {\n  myOrders(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...OrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListMyOrders($first: Int!, $after: String) {\n  myOrders(first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...OrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MyOrderUpdated {\n  myOrderUpdated {\n    ...OrderFields\n  }\n}"): (typeof documents)["subscription MyOrderUpdated {\n  myOrderUpdated {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n    token\n  }\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetEmailPreferences {\n  emailPreferences {\n    orderEmails\n    complaintEmails\n    stockEmails\n  }\n}"): (typeof documents)["query GetEmailPreferences {\n  emailPreferences {\n    orderEmails\n    complaintEmails\n    stockEmails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n  updateEmailPreferences(input: $input) {\n    message\n    preferences {\n      orderEmails\n      complaintEmails\n      stockEmails\n    }\n  }\n}"): (typeof documents)["mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {\n  updateEmailPreferences(input: $input) {\n    message\n    preferences {\n      orderEmails\n      complaintEmails\n      stockEmails\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteReview($bookId: ID!) {\n  deleteReview(bookId: $bookId) {\n    message\n  }\n}"): (typeof documents)["mutation DeleteReview($bookId: ID!) {\n  deleteReview(bookId: $bookId) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListBookReviews($bookId: ID!, $first: Int!, $after: String) {\n  bookReviews(bookId: $bookId, first: $first, after: $after) {\n    totalCount\n    canReview\n    mine {\n      ...ReviewFields\n    }\n    edges {\n      cursor\n      node {\n        ...ReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListBookReviews($bookId: ID!, $first: Int!, $after: String) {\n  bookReviews(bookId: $bookId, first: $first, after: $after) {\n    totalCount\n    canReview\n    mine {\n      ...ReviewFields\n    }\n    edges {\n      cursor\n      node {\n        ...ReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportReview($id: ID!, $input: ReportReviewInput) {\n  reportReview(id: $id, input: $input) {\n    message\n    review {\n      ...ReviewFields\n    }\n  }\n}"): (typeof documents)["mutation ReportReview($id: ID!, $input: ReportReviewInput) {\n  reportReview(id: $id, input: $input) {\n    message\n    review {\n      ...ReviewFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewFields on Review {\n  id\n  bookId\n  rating\n  title\n  text\n  author {\n    id\n    name\n  }\n  verifiedPurchase\n  mine\n  hidden\n  hiddenReason\n  reportedByMe\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment ReviewFields on Review {\n  id\n  bookId\n  rating\n  title\n  text\n  author {\n    id\n    name\n  }\n  verifiedPurchase\n  mine\n  hidden\n  hiddenReason\n  reportedByMe\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveReview($bookId: ID!, $input: ReviewInput!) {\n  saveReview(bookId: $bookId, input: $input) {\n    message\n    review {\n      ...ReviewFields\n    }\n  }\n}"): (typeof documents)["mutation SaveReview($bookId: ID!, $input: ReviewInput!) {\n  saveReview(bookId: $bookId, input: $input) {\n    message\n    review {\n      ...ReviewFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAlsoBought($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n    alsoBought {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}"): (typeof documents)["query GetAlsoBought($id: ID!) {\n  book(id: $id) {\n    ...BookFields\n    alsoBought {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetShelves {\n  shelves {\n    newArrivals {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    bestSellers {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    highlyRated {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}"): (typeof documents)["query GetShelves {\n  shelves {\n    newArrivals {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    bestSellers {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n    highlyRated {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddToWishlist($bookId: ID!) {\n  addToWishlist(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}"): (typeof documents)["mutation AddToWishlist($bookId: ID!) {\n  addToWishlist(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelStockAlert($bookId: ID!) {\n  cancelStockAlert(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}"): (typeof documents)["mutation CancelStockAlert($bookId: ID!) {\n  cancelStockAlert(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetWishlist {\n  wishlist {\n    ...WishlistFields\n  }\n}"): (typeof documents)["query GetWishlist {\n  wishlist {\n    ...WishlistFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetWishlistIds {\n  wishlist {\n    bookIds\n    alertBookIds\n  }\n}"): (typeof documents)["query GetWishlistIds {\n  wishlist {\n    bookIds\n    alertBookIds\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveFromWishlist($bookId: ID!) {\n  removeFromWishlist(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}"): (typeof documents)["mutation RemoveFromWishlist($bookId: ID!) {\n  removeFromWishlist(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestStockAlert($bookId: ID!) {\n  requestStockAlert(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}"): (typeof documents)["mutation RequestStockAlert($bookId: ID!) {\n  requestStockAlert(bookId: $bookId) {\n    message\n    wishlist {\n      ...WishlistFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WishlistFields on Wishlist {\n  bookIds\n  alertBookIds\n  items {\n    addedAt\n    alertRequested\n    book {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}"): (typeof documents)["fragment WishlistFields on Wishlist {\n  bookIds\n  alertBookIds\n  items {\n    addedAt\n    alertRequested\n    book {\n      ...BookFields\n      ratingAverage\n      ratingCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BookFields on Book {\n  id\n  title\n  author\n  category\n  description\n  price\n  stock\n  image\n  createdAt\n  isbn\n  publisher\n  year\n  pages\n  language\n}"): (typeof documents)["fragment BookFields on Book {\n  id\n  title\n  author\n  category\n  description\n  price\n  stock\n  image\n  createdAt\n  isbn\n  publisher\n  year\n  pages\n  language\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ComplaintFields on Complaint {\n  id\n  title\n  description\n  type\n  category\n  priority\n  status\n  adminResponse\n  respondedBy {\n    id\n    name\n  }\n  respondedAt\n  user {\n    id\n    name\n    email\n  }\n  createdAt\n  updatedAt\n  orderId\n  responses {\n    message\n    respondedBy {\n      id\n      name\n    }\n    respondedAt\n    status\n    priority\n  }\n  messages {\n    id\n    author {\n      id\n      name\n      role\n    }\n    text\n    at\n  }\n  dueAt\n  overdue\n  open\n}"): (typeof documents)["fragment ComplaintFields on Complaint {\n  id\n  title\n  description\n  type\n  category\n  priority\n  status\n  adminResponse\n  respondedBy {\n    id\n    name\n  }\n  respondedAt\n  user {\n    id\n    name\n    email\n  }\n  createdAt\n  updatedAt\n  orderId\n  responses {\n    message\n    respondedBy {\n      id\n      name\n    }\n    respondedAt\n    status\n    priority\n  }\n  messages {\n    id\n    author {\n      id\n      name\n      role\n    }\n    text\n    at\n  }\n  dueAt\n  overdue\n  open\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvoiceSummaryFields on InvoiceSummary {\n  number\n  issuedAt\n  total\n  downloadPath\n}"): (typeof documents)["fragment InvoiceSummaryFields on InvoiceSummary {\n  number\n  issuedAt\n  total\n  downloadPath\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderFields on Order {\n  id\n  status\n  nextStatuses\n  cancellable\n  orderedAt\n  totalAmount\n  totals {\n    ...OrderTotalsFields\n  }\n  itemCount\n  books {\n    quantity\n    price\n    lineTotal\n    book {\n      id\n      title\n      author\n      category\n      image\n      price\n    }\n  }\n  user {\n    id\n    name\n    email\n  }\n  statusHistory {\n    status\n    at\n    by {\n      id\n      name\n    }\n  }\n  shipment {\n    carrier\n    trackingNumber\n    trackingUrl\n    at\n  }\n  shippingAddress {\n    fullName\n    line1\n    line2\n    city\n    region\n    postalCode\n    country\n    countryName\n    phone\n  }\n  payment {\n    method\n    methodName\n    state\n    reference\n    bankDetails {\n      holder\n      account\n      bank\n      notes\n    }\n    paidAt\n    paidAmount\n    refundDueAt\n    refundedAt\n    refundAmount\n    checkoutUrl\n    refundError\n    canMarkPaid\n    canMarkRefunded\n  }\n  invoice {\n    ...InvoiceSummaryFields\n  }\n  creditNote {\n    ...InvoiceSummaryFields\n  }\n}"): (typeof documents)["fragment OrderFields on Order {\n  id\n  status\n  nextStatuses\n  cancellable\n  orderedAt\n  totalAmount\n  totals {\n    ...OrderTotalsFields\n  }\n  itemCount\n  books {\n    quantity\n    price\n    lineTotal\n    book {\n      id\n      title\n      author\n      category\n      image\n      price\n    }\n  }\n  user {\n    id\n    name\n    email\n  }\n  statusHistory {\n    status\n    at\n    by {\n      id\n      name\n    }\n  }\n  shipment {\n    carrier\n    trackingNumber\n    trackingUrl\n    at\n  }\n  shippingAddress {\n    fullName\n    line1\n    line2\n    city\n    region\n    postalCode\n    country\n    countryName\n    phone\n  }\n  payment {\n    method\n    methodName\n    state\n    reference\n    bankDetails {\n      holder\n      account\n      bank\n      notes\n    }\n    paidAt\n    paidAmount\n    refundDueAt\n    refundedAt\n    refundAmount\n    checkoutUrl\n    refundError\n    canMarkPaid\n    canMarkRefunded\n  }\n  invoice {\n    ...InvoiceSummaryFields\n  }\n  creditNote {\n    ...InvoiceSummaryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderTotalsFields on OrderTotals {\n  subtotal\n  discount\n  discountCode\n  shipping\n  shippingMethod {\n    id\n    name\n    collection\n  }\n  tax\n  taxIncluded\n  taxLines {\n    rate\n    appliesTo\n    base\n    amount\n  }\n  total\n}"): (typeof documents)["fragment OrderTotalsFields on OrderTotals {\n  subtotal\n  discount\n  discountCode\n  shipping\n  shippingMethod {\n    id\n    name\n    collection\n  }\n  tax\n  taxIncluded\n  taxLines {\n    rate\n    appliesTo\n    base\n    amount\n  }\n  total\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetStoreSettings {\n  storeSettings {\n    name\n    currency\n    lowStockThreshold\n    emailEnabled\n    adminRoleRestricted\n    cataloguePublic\n    contactEmail\n    contactPhone\n    contactAddress\n    logoUrl\n    about\n    socialLinks {\n      name\n      url\n    }\n  }\n}"): (typeof documents)["query GetStoreSettings {\n  storeSettings {\n    name\n    currency\n    lowStockThreshold\n    emailEnabled\n    adminRoleRestricted\n    cataloguePublic\n    contactEmail\n    contactPhone\n    contactAddress\n    logoUrl\n    about\n    socialLinks {\n      name\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  name\n  email\n  role\n  photo\n  createdAt\n}"): (typeof documents)["fragment UserFields on User {\n  id\n  name\n  email\n  role\n  photo\n  createdAt\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;