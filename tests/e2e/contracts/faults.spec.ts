import { runFaultMatrix } from '../faultMatrix';
import { contractFaults } from './faults';

runFaultMatrix('faults of the contracts pages', contractFaults);
