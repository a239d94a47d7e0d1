// Types for the undici modules imported one by one (see src/http/undici.ts).
declare module 'undici-real/lib/dispatcher/agent.js' {
  import type { Agent } from 'undici-real'
  const AgentClass: typeof Agent
  export default AgentClass
}
declare module 'undici-real/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici-real'
  function request(
    this: Dispatcher,
    options: Dispatcher.RequestOptions,
  ): Promise<Dispatcher.ResponseData>
  export default request
}
