import { Query, Resolver } from '@nestjs/graphql';
import { AccountDataDownload } from './models/account-data.model';
import { ACCOUNT_DATA_PATH, accountDataFileName } from './account-data.service';

@Resolver()
export class AccountDataResolver {
  @Query(() => AccountDataDownload, {
    description:
      'Where to download my data (profile, addresses, orders, complaints, wishlist) as one JSON file (REST: GET /api/user/account/export)',
  })
  myDataExport(): AccountDataDownload {
    return { path: ACCOUNT_DATA_PATH, fileName: accountDataFileName() };
  }
}
