import { contractRequestFaults } from '../../../e2e/contracts/requests/faults';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of the contract request pages', contractRequestFaults);
