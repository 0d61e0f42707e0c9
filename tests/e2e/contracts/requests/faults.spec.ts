import { runFaultMatrix } from '../../faultMatrix';
import { contractRequestFaults } from './faults';

runFaultMatrix('faults of the contract request pages', contractRequestFaults);
