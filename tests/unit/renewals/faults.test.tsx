import { renewalsFaults } from '../../faults/renewals';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of renewals at risk', renewalsFaults);
