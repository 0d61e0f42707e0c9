import { contractRequestFaults } from '../../e2e/contractRequests/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the contract request pages', contractRequestFaults);
