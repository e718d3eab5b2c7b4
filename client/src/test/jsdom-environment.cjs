/**
 * jsdom plus the Fetch API classes it lacks. React Router's data routers build a `Request` for
 * every navigation; Node has one, jsdom does not. AbortController/AbortSignal come along so the
 * signal React Router passes is the kind Node's Request accepts. `fetch` itself is left out:
 * tests mock it (src/test/fetch-mock.ts).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
    });
    // Not implemented by jsdom; React Router's <ScrollRestoration> calls it.
    this.global.scrollTo = () => {};
  }
}

module.exports = JsdomWithFetchClasses;
