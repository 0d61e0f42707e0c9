import { renewalsFaults } from '../../e2e/renewals/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of renewals at risk', renewalsFaults);
