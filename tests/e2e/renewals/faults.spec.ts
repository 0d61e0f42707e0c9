import { runFaultMatrix } from '../faultMatrix';
import { renewalsFaults } from '../../faults/renewals';

runFaultMatrix('faults of renewals at risk', renewalsFaults);
