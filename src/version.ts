/**
 * The action's name and version, as it names itself to the servers it calls: a platform client
 * was seen refused (403) with a generic library User-Agent. Kept equal to package.json's version
 * by a test (test/analytics-client.test.ts), so that a release bumps both.
 */
export const ACTION_NAME = 'docs-agent-action'
export const ACTION_VERSION = '1.4.0'
