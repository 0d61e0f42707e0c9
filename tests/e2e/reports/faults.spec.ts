import { runFaultMatrix } from '../faultMatrix';
import { reportFaults } from '../../faults/reports';

runFaultMatrix('faults of the report page', reportFaults);
