import { eAndOFaults } from '../../faults/e-and-os';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the E&O pages', eAndOFaults);
