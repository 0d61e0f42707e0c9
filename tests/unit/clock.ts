import { afterEach } from 'vitest';
import { clock } from '../../src/clock';
import { TEST_NOW } from '../testDay';

// Before any fixture is built (the next setup file loads them), and again after a test that moved the clock.
clock.startAt(TEST_NOW);
afterEach(() => clock.startAt(TEST_NOW));
