import { afterEach, beforeEach } from 'vitest';
import { expectNoUnexpectedLogs, unexpectedLogs, watchConsole } from './harness/console';

// A rule's test fails on what it logs and did not expect, as a screen's does (tests/unit/setup.ts).
beforeEach(() => watchConsole());
afterEach(() => expectNoUnexpectedLogs(unexpectedLogs()));
