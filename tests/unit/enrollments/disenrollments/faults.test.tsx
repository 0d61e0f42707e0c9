import { disenrollmentFaults } from '../../../e2e/enrollments/disenrollments/faults';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of rapid disenrollments and chargebacks', disenrollmentFaults);
