import mongoose, { trusted } from 'mongoose';
import { testDatabaseUri } from '../setup/test-app';

describe('the test database engine', () => {
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(testDatabaseUri(), { serverSelectionTimeoutMS: 5000 }).asPromise();
  });

  afterAll(async () => {
    await connection.db?.dropDatabase();
    await connection.close();
  });

  it('runs a conditional findOneAndUpdate atomically: 50 guarded decrements of 10 leave 0 with 10 successes', async () => {
    const counters = connection.collection<{ _id: string; value: number }>('counters');
    await counters.insertOne({ _id: 'stock', value: 10 });

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        counters.findOneAndUpdate(
          { _id: 'stock', value: trusted({ $gte: 1 }) },
          { $inc: { value: -1 } },
          { returnDocument: 'after' },
        ),
      ),
    );

    const successes = results.filter((doc) => doc !== null);
    expect(successes).toHaveLength(10);
    expect(successes.map((doc) => doc!.value).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await counters.findOne({ _id: 'stock' }))?.value).toBe(0);
  });

  it('lets exactly one of 20 concurrent inserts of the same _id win', async () => {
    const locks = connection.collection<{ _id: string }>('locks');
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => locks.insertOne({ _id: 'admin' })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const failure of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) {
      expect(failure.reason.code).toBe(11000);
    }
  });
});
