#!/usr/bin/env node
// The tool is TypeScript; tsx runs it as it runs the local stack's commands.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
