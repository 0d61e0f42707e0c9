import { runFaultMatrix } from '../../faultMatrix';
import { appSubmissionFaults } from './faults';

runFaultMatrix('faults of the app submission pages', appSubmissionFaults);
