import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { BooksService } from '../books/books.service';
import type { PricedBook } from '../books/catalogue-reads';
import type { BooksLookup } from './cart.service';

/**
 * One DataLoader of books per GraphQL request (kept beside the request object, so it goes with
 * it): every cart read in one operation shares one batched `$in` query per tick and its results.
 */
@Injectable()
export class CartBookLoader {
  private readonly loaders = new WeakMap<object, DataLoader<string, PricedBook | null>>();

  constructor(private readonly books: BooksService) {}

  /** The lookup for this request. A failed load throws; it never reads as a deleted book. */
  for(request: object): BooksLookup {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader<string, PricedBook | null>((ids) => this.books.findMany(ids));
      this.loaders.set(request, loader);
    }
    const requestLoader = loader;
    return async (ids) =>
      (await requestLoader.loadMany(ids)).map((result) => {
        if (result instanceof Error) throw result;
        return result;
      });
  }
}
