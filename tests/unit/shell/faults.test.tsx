import { shellFaults } from '../../faults/shell';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the sign-in calls', shellFaults);
