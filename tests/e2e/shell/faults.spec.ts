import { runFaultMatrix } from '../faultMatrix';
import { shellFaults } from './faults';

runFaultMatrix('faults of the sign-in calls', shellFaults);
