/**
 * The action through a forward proxy over https (CONNECT tunnels the proxy cannot see into), as
 * api.github.com and the platform are reached: test/helpers/proxy-stories.ts. Over http, and the
 * proxy helper itself: e2e-proxy.test.ts.
 */
import { proxyStories } from './helpers/proxy-stories.ts'

proxyStories('https')
