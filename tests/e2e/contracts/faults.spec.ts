import { runFaultMatrix } from '../faultMatrix';
import { contractFaults } from '../../faults/contracts';

runFaultMatrix('faults of the contracts pages', contractFaults);
