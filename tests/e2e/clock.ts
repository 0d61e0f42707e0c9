import { clock } from '../../src/clock';
import { TEST_NOW } from '../testDay';

// The test files read the demo data the server serves: built for the same instant, before they import it.
clock.startAt(TEST_NOW);
