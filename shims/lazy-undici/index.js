'use strict'
// @actions/core imports @actions/http-client (for OIDC tokens, which this action never requests),
// and http-client imports undici's ProxyAgent at the top. Evaluating undici's index costs ~50 ms
// of every run's start-up; this getter defers it to the first use of a proxy.
module.exports = {
  get ProxyAgent() {
    return require('undici-real/lib/dispatcher/proxy-agent.js')
  },
}
