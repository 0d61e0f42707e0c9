import { runFaultMatrix } from '../faultMatrix';
import { eAndOFaults } from './faults';

runFaultMatrix('faults of the E&O pages', eAndOFaults);
