import { runFaultMatrix } from '../../faultMatrix';
import { appSubmissionFaults } from '../../../faults/enrollments/app-submission';

runFaultMatrix('faults of the app submission pages', appSubmissionFaults);
