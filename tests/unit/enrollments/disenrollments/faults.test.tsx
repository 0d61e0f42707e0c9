import { disenrollmentFaults } from '../../../faults/enrollments/disenrollments';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of rapid disenrollments and chargebacks', disenrollmentFaults);
