import * as core from '@actions/core'
import { request } from 'undici'
import { x } from './x.ts'
core.info(String(typeof request) + x)
