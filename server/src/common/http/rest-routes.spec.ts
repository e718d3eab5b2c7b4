import { Controller, Delete, Get, Post, Put, RequestMethod } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { restRoutes } from './rest-routes';

@Controller('user')
class UserController {
  @Get('book/:id')
  book() {}

  @Put(['profile', 'profile/me'])
  profile() {}

  notARoute() {}
}

@Controller()
class RootController {
  @Post('user/order')
  order() {}

  @Delete()
  everything() {}
}

@Controller(['admin/', '/staff'])
class AdminController {
  @Get()
  list() {}
}

class NoRoutesController {
  helper() {}
}

async function routesOf(controllers: Array<new () => unknown>, prefix?: string) {
  const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule], controllers }).compile();
  return restRoutes(moduleRef, prefix).map(({ method, path, methodName }) => [RequestMethod[method], path, methodName]);
}

describe('restRoutes', () => {
  it('reads each handler with its method and full path under the prefix, as Nest registers it', async () => {
    expect(await routesOf([UserController, RootController, AdminController], 'api')).toEqual([
      ['GET', '/api/user/book/:id', 'book'],
      ['PUT', '/api/user/profile', 'profile'],
      ['PUT', '/api/user/profile/me', 'profile'],
      ['POST', '/api/user/order', 'order'],
      ['DELETE', '/api', 'everything'],
      ['GET', '/api/admin', 'list'],
      ['GET', '/api/staff', 'list'],
    ]);
  });

  it('works without a prefix', async () => {
    expect(await routesOf([RootController])).toEqual([
      ['POST', '/user/order', 'order'],
      ['DELETE', '/', 'everything'],
    ]);
  });

  it('fails loudly when controllers declare no route it can read', async () => {
    Controller('nothing')(NoRoutesController);
    await expect(routesOf([NoRoutesController])).rejects.toThrow(/No REST route found/);
  });
});
