import { runFaultMatrix } from '../../faultMatrix';
import { contractRequestFaults } from '../../../faults/contracts/requests';

runFaultMatrix('faults of the contract request pages', contractRequestFaults);
