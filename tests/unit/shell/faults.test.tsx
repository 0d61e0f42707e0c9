import { shellFaults } from '../../e2e/shell/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the sign-in calls', shellFaults);
