import { appSubmissionFaults } from '../../e2e/appSubmission/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the app submission pages', appSubmissionFaults);
