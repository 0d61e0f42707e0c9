import { runFaultMatrix } from '../../faultMatrix';
import { disenrollmentFaults } from '../../../faults/enrollments/disenrollments';

runFaultMatrix('faults of rapid disenrollments and chargebacks', disenrollmentFaults);
