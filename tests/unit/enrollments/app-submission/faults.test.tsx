import { appSubmissionFaults } from '../../../faults/enrollments/app-submission';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of the app submission pages', appSubmissionFaults);
