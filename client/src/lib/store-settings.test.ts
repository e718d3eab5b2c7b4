import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { GetStoreSettingsDocument } from '@/lib/api/StoreSettings.generated';
import { createCache } from '@/lib/apollo-client';
import { storeSettingsMock } from '@/test/fixtures';
import { removeInitialData, shipInitialData } from '@/test/initial-data';
import { primeStoreSettings } from './store-settings';

describe('primeStoreSettings', () => {
  afterEach(removeInitialData);

  const { storeSettings } = storeSettingsMock().result.data;

  function client() {
    const sent: string[] = [];
    const link = new ApolloLink((operation) => {
      sent.push(operation.operationName!);
      return new Observable(() => undefined); // never answers
    });
    return { apollo: new ApolloClient({ cache: createCache(), link }), sent };
  }

  it('puts the settings shipped with the page in the cache, so no request is needed', () => {
    shipInitialData({ GetStoreSettings: { variables: {}, data: { storeSettings } } });
    const { apollo, sent } = client();
    primeStoreSettings(apollo);
    expect(apollo.readQuery({ query: GetStoreSettingsDocument })).toEqual({ storeSettings });
    expect(sent).toEqual([]);
  });

  it('leaves the cache empty without shipped settings (the app asks for them)', () => {
    shipInitialData({ ListBooks: { variables: {}, data: {} } });
    const { apollo } = client();
    primeStoreSettings(apollo);
    expect(apollo.readQuery({ query: GetStoreSettingsDocument })).toBeNull();
  });
});
