import { runFaultMatrix } from '../faultMatrix';
import { eAndOFaults } from '../../faults/e-and-os';

runFaultMatrix('faults of the E&O pages', eAndOFaults);
