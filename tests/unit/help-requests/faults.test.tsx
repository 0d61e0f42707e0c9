import { helpRequestFaults } from '../../e2e/help-requests/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the help requests pages', helpRequestFaults);
