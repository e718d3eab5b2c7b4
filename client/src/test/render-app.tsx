import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toasts } from '@/app/layout/Toasts';
import { routes as appRoutes } from '@/app/router';
import { SessionVerifier } from '@/features/auth/components/SessionVerifier';
import type { SessionState } from '@/lib/session-context';
import { createCache } from '@/lib/apollo-client';
import { MoneyProvider } from '@/lib/money-provider';
import { SessionProvider } from '@/lib/session-provider';
import { emptyCartMock } from './cart-fixtures';
import { storeSettingsMock } from './fixtures';
import { quietLiveMocks } from './live-mocks';
import { noReviewsMock } from './review-fixtures';
import { identityMock } from './settings-fixtures';
import { emptyShelvesMock, noAlsoBoughtMock } from './shelves-fixtures';
import { wishlistIdsMock } from './wishlist-fixtures';

export interface RenderAppOptions {
  /** Where the browser starts: a path, or a path with router state. */
  at?: string | { pathname: string; state?: unknown };
  /**
   * GraphQL responses for MockedProvider. The store settings (currency USD), a shopper's cart
   * (empty, for the header's count), the wishlist's ids (none, for the hearts) and the live
   * subscriptions (quiet) are answered unless a mock for them is given.
   */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** The session to start with; by default it is read from the cookies, as in the app. */
  session?: SessionState;
  /** Run the start-up session check (needs a Me mock). */
  verify?: boolean;
  routes?: RouteObject[];
}

/**
 * Renders the app's real routes (or given ones) with the app's providers and the app's cache
 * policies, in memory.
 */
export type RenderAppResult = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

export function renderApp({
  at = '/',
  mocks = [],
  session,
  verify = false,
  routes = appRoutes,
}: RenderAppOptions = {}): RenderAppResult {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const result = render(
    <MockedProvider
      mocks={[
        ...mocks,
        storeSettingsMock(),
        identityMock(),
        emptyCartMock(),
        wishlistIdsMock(),
        noReviewsMock(),
        emptyShelvesMock(),
        noAlsoBoughtMock(),
        ...quietLiveMocks(),
      ]}
      cache={createCache()}
    >
      <SessionProvider initialState={session}>
        {verify && <SessionVerifier />}
        <MoneyProvider>
          <RouterProvider router={router} />
        </MoneyProvider>
        <Toasts />
      </SessionProvider>
    </MockedProvider>,
  );
  return { router, ...result };
}
