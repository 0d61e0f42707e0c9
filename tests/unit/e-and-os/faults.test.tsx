import { eAndOFaults } from '../../e2e/e-and-os/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the E&O pages', eAndOFaults);
