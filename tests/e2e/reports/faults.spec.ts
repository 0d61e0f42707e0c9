import { runFaultMatrix } from '../faultMatrix';
import { reportFaults } from './faults';

runFaultMatrix('faults of the report page', reportFaults);
