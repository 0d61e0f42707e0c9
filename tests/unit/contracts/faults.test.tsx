import { contractFaults } from '../../faults/contracts';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the contracts pages', contractFaults);
