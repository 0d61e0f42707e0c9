import { appSubmissionFaults } from '../../../e2e/enrollments/app-submission/faults';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of the app submission pages', appSubmissionFaults);
