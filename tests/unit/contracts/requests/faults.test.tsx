import { contractRequestFaults } from '../../../faults/contracts/requests';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of the contract request pages', contractRequestFaults);
