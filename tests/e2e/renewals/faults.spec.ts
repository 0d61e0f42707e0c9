import { runFaultMatrix } from '../faultMatrix';
import { renewalsFaults } from './faults';

runFaultMatrix('faults of renewals at risk', renewalsFaults);
