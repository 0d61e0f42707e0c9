import { runFaultMatrix } from '../faultMatrix';
import { helpRequestFaults } from '../../faults/help-requests';

runFaultMatrix('faults of the help requests pages', helpRequestFaults);
