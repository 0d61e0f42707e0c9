import { runFaultMatrix } from '../faultMatrix';
import { shellFaults } from '../../faults/shell';

runFaultMatrix('faults of the sign-in calls', shellFaults);
