import { contractFaults } from '../../e2e/contracts/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the contracts pages', contractFaults);
