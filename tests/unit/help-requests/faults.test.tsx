import { helpRequestFaults } from '../../faults/help-requests';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the help requests pages', helpRequestFaults);
